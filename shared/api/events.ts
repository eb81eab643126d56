/** Events: the public list and pages, the admins' writes, and each event's waitlist. */
import { z } from '../zod';
import { event, eventInput } from '../schemas/events';
import { waitlistAnswer, waitlistOrderInput } from '../schemas/registrations';
import { endpoint } from './endpoint';
import { eventPageQuery, listDelta, nextCursor } from './list-pages';
import { done, idParams } from './common';

/** A write's answer: what happened, and the event as saved. */
const savedEvent = done.extend({ event });

export const eventsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/events',
    access: 'anyone',
    summary:
      'Every event, or in pages (?limit, ?cursor, ?category, ?q, ?when=upcoming|past; ?since= what changed after a version; 304 to a matching If-None-Match)',
    query: eventPageQuery,
    output: z.object({ events: z.array(event), nextCursor, ...listDelta }),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/events/:id',
    access: 'anyone',
    summary: 'One event',
    params: idParams,
    output: event,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/events',
    access: 'admin',
    summary: 'Create an event',
    input: eventInput,
    output: savedEvent,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/events/:id',
    access: 'admin',
    summary: 'Save an event (questions keep their ids; freed seats go to the waitlist)',
    params: idParams,
    input: eventInput,
    output: savedEvent,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/events/:id',
    access: 'admin',
    summary: 'Delete an event and its registrations',
    params: idParams,
    output: done,
  }),
  waitlist: endpoint({
    method: 'GET',
    path: '/api/events/:id/waitlist',
    access: 'admin',
    summary: "An event's waitlist, first in line first",
    params: idParams,
    output: waitlistAnswer,
  }),
  reorderWaitlist: endpoint({
    method: 'PUT',
    path: '/api/events/:id/waitlist',
    access: 'admin',
    summary: "Put an event's waitlist in a new order (every registration waiting now)",
    params: idParams,
    input: waitlistOrderInput,
    output: waitlistAnswer,
  }),
};
