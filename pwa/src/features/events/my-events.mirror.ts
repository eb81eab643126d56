/**
 * The signed-in user's own RSVPs (the events' ids) and registrations (with their status and
 * event), each kept on the device for them (lib/own-mirror.ts), so the events pages and the
 * dashboards show them offline. Both change when an RSVP or a registration leaves the outbox.
 */
import { registrationsApi } from '@shared/api/registrations';
import { rsvpsApi } from '@shared/api/rsvps';
import { ownMirror } from '@/lib/own-mirror';
import { fetchMyRegistrations } from './api/fetch-my-registrations';
import { fetchMyRsvps } from './api/fetch-my-rsvps';

/** Only the events' ids of the answer are kept. */
const rsvpedIds = rsvpsApi.mine.output.shape.rsvps.element.shape.eventId.array();

export const myRsvpsMirror = ownMirror({
  key: 'events:my-rsvps',
  load: (_userId: number) => fetchMyRsvps(),
  parse: (v) => rsvpedIds.parse(v),
  refreshOn: ['my-events'],
  // Kept before as { userId, items: [eventId, ...] }.
  legacy: (row) => row.items,
});

export const myRegistrationsMirror = ownMirror({
  key: 'events:my-registrations',
  load: (_userId: number) => fetchMyRegistrations(),
  parse: (v) => registrationsApi.mine.output.shape.registrations.parse(v),
  refreshOn: ['my-events'],
  // Kept before as { userId, items: [registration, ...] }.
  legacy: (row) => row.items,
});
