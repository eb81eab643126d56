/** RSVPs to events that need no registration: one per signed-in user and event. */
import { z } from '../zod';
import { id } from '../schemas/common';
import { rsvpInput } from '../schemas/registrations';
import { endpoint } from './endpoint';
import { done } from './common';

export const rsvpsApi = {
  create: endpoint({
    method: 'POST',
    path: '/api/event-rsvp',
    access: 'signedIn',
    summary: 'RSVP to an event (201; a repeat answers 200)',
    input: rsvpInput,
    output: done.extend({ eventId: z.number(), userId: z.number() }),
  }),
  cancel: endpoint({
    method: 'DELETE',
    path: '/api/event-rsvp/:eventId',
    access: 'signedIn',
    summary: "Cancel one's RSVP (none there is not an error)",
    params: z.object({ eventId: id }),
    output: done.extend({ eventId: z.number(), removed: z.boolean() }),
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/event-rsvp/mine',
    access: 'signedIn',
    summary: "The signed-in user's RSVPs, newest first",
    output: z.object({ rsvps: z.array(z.object({ eventId: z.number(), userId: z.number(), createdAt: z.string() })) }),
  }),
};
