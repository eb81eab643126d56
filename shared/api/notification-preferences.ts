/** How each person is told, per kind (push, e-mail or off), and the mailed one-click unsubscribe (RFC 8058). */
import { notificationPreferences, notificationPreferencesInput, unsubscribeAnswer, unsubscribeQuery } from '../schemas/notification-preferences';
import { endpoint } from './endpoint';

export const notificationPreferencesApi = {
  preferences: endpoint({
    method: 'GET',
    path: '/api/notifications/preferences',
    access: 'signedIn',
    summary: "The channel ('push', 'email' or 'off') of every kind the signed-in user's role is told about",
    output: notificationPreferences,
  }),
  save: endpoint({
    method: 'PUT',
    path: '/api/notifications/preferences',
    access: 'signedIn',
    summary: '{ kind: channel, … } for kinds the role is told about (400 naming any other); answers them all',
    input: notificationPreferencesInput,
    output: notificationPreferences,
  }),
  /** The List-Unsubscribe address: a mail provider POSTs it without a session (the token is the proof). */
  unsubscribe: endpoint({
    method: 'POST',
    path: '/api/notifications/unsubscribe',
    access: 'anyone',
    summary: "One-click unsubscribe (?token= of a notification mail): that kind's e-mails stop, no session needed",
    query: unsubscribeQuery,
    output: unsubscribeAnswer,
  }),
  /** The same address opened in a browser (or by a mail scanner): changes nothing, opens the page that asks. */
  unsubscribePage: endpoint({
    method: 'GET',
    path: '/api/notifications/unsubscribe',
    access: 'anyone',
    summary: 'The unsubscribe address opened in a browser: to the page /unsubscribe?token= that asks first (nothing changes)',
    query: unsubscribeQuery,
    output: 'redirect',
  }),
};
