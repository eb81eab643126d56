import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { Language } from '../../../shared/languages';
import { isoIn, nowIso } from '../lib/time';
import type { RenderedMail } from './mail-content';

/** A message in the outbox (table mail_outbox), as the dispatcher sends it. */
export interface OutboxMail extends RenderedMail {
  id: number;
  messageId: string;
  kind: string;
  to: string;
  language: Language;
  attempts: number;
  claimedUntil: string | null;
  claimedBy: string | null;
}

interface OutboxRow {
  id: number;
  message_id: string;
  kind: string;
  to_address: string;
  language: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** JSON: header lines besides the usual ones, or null. */
  headers: string | null;
  attempts: number;
  claimed_until: string | null;
  claimed_by: string | null;
}

const fromRow = (r: OutboxRow): OutboxMail => ({
  id: r.id,
  messageId: r.message_id,
  kind: r.kind,
  to: r.to_address,
  language: r.language as Language,
  subject: r.subject,
  text: r.text_body,
  html: r.html_body,
  ...(r.headers && { headers: JSON.parse(r.headers) as Record<string, string> }),
  attempts: Number(r.attempts),
  claimedUntil: r.claimed_until,
  claimedBy: r.claimed_by,
});

/** SQL for the mail outbox (mail/mailer.ts decides when). */
export const mailOutbox = {
  /** Adds a rendered message; `domain` names the Message-ID's right side (the site's host). */
  async insert(db: Knex, mail: { kind: string; to: string; language: Language } & RenderedMail, domain: string): Promise<number> {
    const now = nowIso();
    const [row] = await db('mail_outbox')
      .insert({
        message_id: `<${crypto.randomUUID()}@${domain}>`,
        kind: mail.kind,
        to_address: mail.to,
        language: mail.language,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        headers: mail.headers ? JSON.stringify(mail.headers) : null,
        created_at: now,
        send_after: now,
        attempts: 0,
      })
      .returning('id');
    return typeof row === 'object' ? (row as { id: number }).id : (row as number);
  },

  /** Messages due now and not sent (some may be claimed by another process: the caller checks). */
  async due(db: Knex, limit: number): Promise<OutboxMail[]> {
    const rows: OutboxRow[] = await db('mail_outbox')
      .whereNull('sent_at')
      .whereNull('failed_at')
      .where('send_after', '<=', nowIso())
      .orderBy('id')
      .limit(limit);
    return rows.map(fromRow);
  },

  /** Takes a message for `leaseMs` if its claim is still the one read (compare and set): true when this process now holds it. */
  async claim(db: Knex, mail: OutboxMail, owner: string, leaseMs: number): Promise<boolean> {
    const taken = await db('mail_outbox')
      .where({ id: mail.id })
      .whereNull('sent_at')
      .where((q) => (mail.claimedUntil === null ? q.whereNull('claimed_until') : q.where('claimed_until', mail.claimedUntil)))
      .update({ claimed_until: isoIn(leaseMs), claimed_by: owner });
    return taken === 1;
  },

  async sent(db: Knex, id: number): Promise<void> {
    await db('mail_outbox').where({ id }).update({ sent_at: nowIso(), claimed_until: null, claimed_by: null, last_error: null });
  },

  /** A failed attempt: try again after `retryInMs`, or (null) give up. */
  async failed(db: Knex, mail: OutboxMail, error: string, retryInMs: number | null): Promise<void> {
    await db('mail_outbox')
      .where({ id: mail.id })
      .update({
        attempts: mail.attempts + 1,
        last_error: error.slice(0, 500),
        claimed_until: null,
        claimed_by: null,
        ...(retryInMs === null ? { failed_at: nowIso() } : { send_after: isoIn(retryInMs) }),
      });
  },

  /** Sent messages older than `days` (the rows are a log, not an archive). */
  prune: (db: Knex, days = 30) =>
    db('mail_outbox')
      .whereNotNull('sent_at')
      .where('sent_at', '<', new Date(Date.now() - days * 86_400_000).toISOString())
      .delete(),
};
