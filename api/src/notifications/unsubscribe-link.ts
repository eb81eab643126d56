import crypto from 'node:crypto';
import { notificationPreferencesApi } from '../../../shared/api/notification-preferences';
import { pathOf } from '../../../shared/api/endpoint';
import type { Language } from '../../../shared/languages';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../../shared/schemas/notifications';

/**
 * The one-click unsubscribe of a notification mail (RFC 8058). Its token names the person and the
 * kind, with an HMAC of both under the server's secret: unguessable, checked without a table, and
 * it never expires (a mail read months later still works). After a rotation of SESSION_SECRETS a
 * token verifies under any secret still listed; once its secret is dropped the link says it is
 * not valid, and the person turns the kind off in Settings instead.
 */
const macOf = (secret: string, userId: number, kind: NotificationKind) =>
  crypto.createHmac('sha256', secret).update(`notification-unsubscribe:${userId}:${kind}`).digest('hex').slice(0, 32);

/** `<userId>.<kind>.<mac>`: only URL-safe characters. */
export const unsubscribeToken = (secret: string, userId: number, kind: NotificationKind): string => `${userId}.${kind}.${macOf(secret, userId, kind)}`;

const TOKEN = /^(\d{1,12})\.([a-z.]{1,60})\.([0-9a-f]{32})$/;
const isKind = (kind: string): kind is NotificationKind => (NOTIFICATION_KINDS as readonly string[]).includes(kind);

/** Who and which kind a token names, or null when it was not made by this server (or was changed). */
export function readUnsubscribeToken(secrets: readonly string[], token: string): { userId: number; kind: NotificationKind } | null {
  const match = TOKEN.exec(token);
  if (!match || !isKind(match[2])) return null;
  const userId = Number(match[1]);
  const kind = match[2];
  const given = Buffer.from(match[3]);
  return secrets.some((secret) => crypto.timingSafeEqual(Buffer.from(macOf(secret, userId, kind)), given)) ? { userId, kind } : null;
}

const FOOTER_LABEL: Record<Language, string> = { en: 'Stop these e-mails', bn: 'এই ই-মেইলগুলো বন্ধ করুন' };

/**
 * What a notification mail to an account carries: the List-Unsubscribe address (a mail provider
 * POSTs it, RFC 8058) and, in its footer, the app's page that asks before it unsubscribes (mail
 * scanners open every link: a GET never changes anything).
 */
export function unsubscribeParts(origin: string, token: string, language: Language) {
  const address = `${origin}${pathOf(notificationPreferencesApi.unsubscribe, undefined, { token })}`;
  return {
    headers: { 'List-Unsubscribe': `<${address}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    footer: { label: FOOTER_LABEL[language], url: `${origin}${unsubscribePagePath(token)}` },
  };
}

/** The app's page that asks before it unsubscribes (GET on the API address leads there too). */
export const unsubscribePagePath = (token: string): string => `/unsubscribe?${new URLSearchParams({ token }).toString()}`;
