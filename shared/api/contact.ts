/** The contact form (anyone) and the admins' inbox of its messages. */
import { z } from '../zod';
import { contactInput } from '../schemas/contact';
import { inboxMessage, inboxMessageUpdate } from '../schemas/contact-inbox';
import { endpoint } from './endpoint';
import { done, idParams } from './common';

export const contactApi = {
  send: endpoint({
    method: 'POST',
    path: '/api/contact',
    access: 'anyone',
    summary: 'Send a message to the club (the contact form)',
    input: contactInput,
    output: done.extend({ id: z.number() }),
  }),
  inbox: endpoint({
    method: 'GET',
    path: '/api/contact-messages',
    access: 'admin',
    summary: "The club's inbox, newest first",
    output: z.object({ messages: z.array(inboxMessage) }),
  }),
  mark: endpoint({
    method: 'PATCH',
    path: '/api/contact-messages/:id',
    access: 'admin',
    summary: 'Mark a message read or unread',
    params: idParams,
    input: inboxMessageUpdate,
    output: done.extend({ contactMessage: inboxMessage }),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/contact-messages/:id',
    access: 'admin',
    summary: 'Delete a message',
    params: idParams,
    output: done,
  }),
};
