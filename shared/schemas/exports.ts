import { z } from '../zod';

/** Query of GET /api/exports/event-registrations.csv: the one event to export. */
export const registrationsExportQuery = z.object({
  eventId: z.coerce
    .number({ error: 'Choose the event to export (eventId)' })
    .int('Choose the event to export (eventId)')
    .positive('Choose the event to export (eventId)')
    .max(2_147_483_647, 'Not a valid id'),
});
export type RegistrationsExportQuery = z.infer<typeof registrationsExportQuery>;
