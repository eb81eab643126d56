import { LANGUAGES } from '../languages';
import { z } from '../zod';

/** One message for every part of a subscription the server cannot use: the browser made it, not the person. */
const INVALID = 'This push subscription is not valid';

/**
 * A push service's address, as the browser hands it out: https and a host name. Every push service
 * has one (fcm.googleapis.com, updates.push.services.mozilla.com, web.push.apple.com, …); an IP
 * address or localhost would only make the server post to a machine of its own network.
 */
export const pushEndpoint = z
  .url({ protocol: /^https$/, hostname: /^(?!localhost$)(?!.*\.localhost$)(?:[a-z0-9-]+\.)+[a-z][a-z0-9-]*[a-z]$/i, error: INVALID })
  .max(1000, INVALID);

/** A key of the subscription (base64url, padding tolerated): the browser's P-256 public key, or its 16-byte secret. */
const key = (min: number, max: number) =>
  z
    .string({ error: INVALID })
    .min(min, INVALID)
    .max(max, INVALID)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, INVALID);

/** POST /api/push/subscriptions: `PushSubscription.toJSON()` of this browser (expirationTime ignored). */
export const pushSubscriptionInput = z.object({
  endpoint: pushEndpoint,
  keys: z.object({ p256dh: key(86, 90), auth: key(22, 24) }, { error: INVALID }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

/** DELETE /api/push/subscriptions?endpoint=…: this phone's subscription (a DELETE carries no body). */
export const pushEndpointQuery = z.object({ endpoint: pushEndpoint });

/** GET /api/push/key: the server's VAPID public key, the browser's `applicationServerKey`. */
export const pushKey = z.object({ publicKey: z.string() });

/**
 * What a push carries (JSON, encrypted for the subscription): the notification in the reader's
 * language, the page a tap opens (a path of the site), and the unread count for the app's badge.
 * A push service takes about 4 KB: texts are kept short.
 */
export const pushPayload = z.object({
  title: z.string().max(200),
  body: z.string().max(1000),
  url: z
    .string()
    .regex(/^\/(?!\/)/)
    .max(500),
  /** A later notification with the same tag replaces the earlier one on the phone. */
  tag: z.string().max(100).optional(),
  lang: z.enum(LANGUAGES),
  unread: z.number().int().min(0).optional(),
});
export type PushPayload = z.infer<typeof pushPayload>;
