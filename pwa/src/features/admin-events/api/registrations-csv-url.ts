import { exportsApi } from '@shared/api/exports';
import { hrefOf } from '@/lib/api-client';

/** The CSV of one event's registrations (admin): a download, not a read of the dashboard. */
export const registrationsCsvUrl = (eventId: number) => hrefOf(exportsApi.registrations, undefined, { eventId });
