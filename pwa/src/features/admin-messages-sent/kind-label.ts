/** Labels of 'Messages sent', without React. */
import type { SentMessage } from '@shared/schemas/messages';

const NOTIFICATION_MAIL = 'notification:';

/**
 * What a message is about, in the reader's language (`t` of the 'messages-sent' namespace): a
 * notification's kind (also when it went as a mail, `notification:<kind>`) or a plain mail's.
 * A kind without a label shows as it is.
 */
export function kindLabel(t: (key: string, options: { defaultValue: string }) => string, m: Pick<SentMessage, 'source' | 'kind'>): string {
  const notification = m.source === 'notification' ? m.kind : m.kind.startsWith(NOTIFICATION_MAIL) ? m.kind.slice(NOTIFICATION_MAIL.length) : null;
  const key = notification === null ? `mailKinds.${m.kind}` : `kinds.${notification}`;
  return t(key, { defaultValue: notification ?? m.kind });
}

/** Who it went to: 'Name · address', or the address alone (a visitor, a mail to no account). */
export const recipientLabel = ({ recipient }: Pick<SentMessage, 'recipient'>): string => [recipient.name, recipient.email].filter(Boolean).join(' · ');

export const STATUS_BADGE: Record<SentMessage['status'], string> = {
  pending: 'badge-ghost',
  sent: 'badge-success',
  failed: 'badge-error',
  skipped: 'badge-warning',
};

/** Rows a page of the card asks for (a phone scrolls less than the API's 50). */
export const CARD_PAGE = 20;
