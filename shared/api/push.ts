/** Push to the installed app (issue 26): the server's key, and this phone's subscription for the signed-in user. */
import { pushEndpointQuery, pushKey, pushSubscriptionInput } from '../schemas/push';
import { done } from './common';
import { endpoint } from './endpoint';

export const pushApi = {
  key: endpoint({
    method: 'GET',
    path: '/api/push/key',
    access: 'anyone',
    summary: "The server's VAPID public key (the browser's applicationServerKey)",
    output: pushKey,
  }),
  /** The same endpoint saved by another user moves to this one: a shared phone notifies whoever turned it on last. */
  subscribe: endpoint({
    method: 'POST',
    path: '/api/push/subscriptions',
    access: 'signedIn',
    summary: "Save this browser's push subscription for the signed-in user (taken over from whoever had it)",
    input: pushSubscriptionInput,
    output: done,
  }),
  unsubscribe: endpoint({
    method: 'DELETE',
    path: '/api/push/subscriptions',
    access: 'signedIn',
    summary: "Remove this phone's push subscription (?endpoint=) of the signed-in user",
    query: pushEndpointQuery,
    output: done,
  }),
};
