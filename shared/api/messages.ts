/** 'Messages sent' (admins): what the club told people, by push or e-mail, and sending a failed one again. */
import { sentMessage, sentMessageParams, sentMessagesPage, sentMessagesQuery } from '../schemas/messages';
import { endpoint } from './endpoint';

export const messagesApi = {
  sent: endpoint({
    method: 'GET',
    path: '/api/sent-messages',
    access: 'admin',
    summary: 'Notifications and mails, newest first (?status=failed, ?limit= up to 100, ?cursor= the nextCursor of the previous page); never a body',
    query: sentMessagesQuery,
    output: sentMessagesPage,
  }),
  resend: endpoint({
    method: 'POST',
    path: '/api/sent-messages/:source/:id/resend',
    access: 'admin',
    summary: 'Send a failed notification or mail again (pending, due now, attempts reset); answers the row',
    params: sentMessageParams,
    output: sentMessage,
  }),
};
