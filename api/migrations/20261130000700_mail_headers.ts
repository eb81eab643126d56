import type { Knex } from 'knex';
import { dropColumns } from '../src/lib/drop-columns';

/**
 * Header lines a message carries besides the usual ones (mail/mail.outbox.ts), as a JSON object:
 * a notification mail's one-click unsubscribe (`List-Unsubscribe`, `List-Unsubscribe-Post`,
 * RFC 8058). Null for the others.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.text('headers').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropColumns(knex, 'mail_outbox', ['headers']);
}
