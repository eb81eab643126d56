import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { dropColumns } from '../src/lib/drop-columns';

/**
 * Tickets and self-cancel (issue 13): every registration gets `ticket_code`, an unguessable code
 * (160 random bits, base64url; never the row id) shown as a QR code and scanned at the door, and
 * may get `cancel_token_hash`, the SHA-256 of the secret in an anonymous registrant's cancel link
 * (the secret itself is never stored). Existing registrations get their ticket code here.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('event_registrations', (t) => {
    t.text('ticket_code').nullable();
    t.text('cancel_token_hash').nullable();
  });
  const rows: Array<{ id: number }> = await knex('event_registrations').select('id');
  for (const { id } of rows)
    await knex('event_registrations')
      .where({ id })
      .update({ ticket_code: crypto.randomBytes(20).toString('base64url') });
  await knex.schema.alterTable('event_registrations', (t) => {
    t.unique(['ticket_code']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('event_registrations', (t) => {
    t.dropUnique(['ticket_code']);
  });
  await dropColumns(knex, 'event_registrations', ['cancel_token_hash', 'ticket_code']);
}
