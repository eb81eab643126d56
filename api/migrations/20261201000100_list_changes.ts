import type { Knex } from 'knex';

/**
 * The public lists' change log (issue 27): every insert, update or delete of a row a list shows
 * adds `(seq, list, row_id)`, written by triggers in the same transaction as the change, whatever
 * route or script made it. A list's version is its newest `seq`; `?since=` answers the rows
 * changed after a version and the ids gone (lib/list-changes.ts). Rows older than 30 days are
 * pruned, so a deletion stays known (a tombstone) for at least that long.
 *
 * What is not part of a row's version does not log: an article's read count. A registration logs
 * its event (the seats taken), an account switched off logs its member profile.
 *
 * On PostgreSQL each logging transaction holds an advisory lock until it commits, so `seq`s
 * become visible in order: a reader that saw version N has seen every change up to N.
 */
const LISTS: Array<{ table: string; list: string; column: string; when?: { sqlite: string; pg: string } }> = [
  { table: 'news', list: 'news', column: 'id', when: { sqlite: 'NEW.read_count IS OLD.read_count', pg: 'NEW.read_count IS NOT DISTINCT FROM OLD.read_count' } },
  { table: 'events', list: 'events', column: 'id' },
  { table: 'event_registrations', list: 'events', column: 'event_id' },
  { table: 'projects', list: 'projects', column: 'id' },
  { table: 'gallery', list: 'gallery', column: 'id' },
  { table: 'members', list: 'members', column: 'id' },
];

const OPS = [
  ['insert', 'INSERT', 'NEW'],
  ['update', 'UPDATE', 'NEW'],
  ['delete', 'DELETE', 'OLD'],
] as const;

const triggerName = (table: string, op: string) => `${table}_list_change_${op}`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('list_changes', (t) => {
    t.increments('seq').primary();
    t.string('list', 30).notNullable();
    t.integer('row_id').notNullable();
    t.timestamp('at').notNullable().defaultTo(knex.fn.now());
    t.index(['list', 'seq']);
    t.index(['at']);
  });
  // Set to the newest seq pruned: a client whose version is older must start over.
  await knex('data_versions').insert({ name: 'list_changes_pruned', version: 0 });

  if (knex.client.config.client === 'pg') {
    await knex.raw(`
      create or replace function note_list_change() returns trigger language plpgsql as $$
      declare
        r jsonb;
      begin
        if tg_op = 'DELETE' then r := to_jsonb(old); else r := to_jsonb(new); end if;
        perform pg_advisory_xact_lock(hashtext('list_changes'));
        insert into list_changes (list, row_id, at) values (tg_argv[0], (r ->> tg_argv[1])::integer, now());
        return null;
      end $$`);
    await knex.raw(`
      create or replace function note_member_account_change() returns trigger language plpgsql as $$
      begin
        perform pg_advisory_xact_lock(hashtext('list_changes'));
        insert into list_changes (list, row_id, at) select 'members', m.id, now() from members m where m.user_id = new.id;
        return null;
      end $$`);
    for (const { table, list, column, when } of LISTS) {
      for (const [op, event] of OPS) {
        const condition = op === 'update' && when ? `when (${when.pg})` : '';
        await knex.raw(
          `create trigger ${triggerName(table, op)} after ${event} on ${table} for each row ${condition} execute function note_list_change('${list}', '${column}')`,
        );
      }
    }
    await knex.raw(
      `create trigger users_list_change_update after update of is_active on users for each row when (new.is_active is distinct from old.is_active) execute function note_member_account_change()`,
    );
    return;
  }
  for (const { table, list, column, when } of LISTS) {
    for (const [op, event, row] of OPS) {
      const condition = op === 'update' && when ? `when ${when.sqlite}` : '';
      await knex.raw(
        `create trigger ${triggerName(table, op)} after ${event} on ${table} ${condition} begin insert into list_changes (list, row_id, at) values ('${list}', ${row}.${column}, CURRENT_TIMESTAMP); end`,
      );
    }
  }
  await knex.raw(
    `create trigger users_list_change_update after update of is_active on users when new.is_active is not old.is_active begin insert into list_changes (list, row_id, at) select 'members', id, CURRENT_TIMESTAMP from members where user_id = new.id; end`,
  );
}

export async function down(knex: Knex): Promise<void> {
  for (const { table } of LISTS)
    for (const [op] of OPS) await knex.raw(`drop trigger if exists ${triggerName(table, op)}${knex.client.config.client === 'pg' ? ` on ${table}` : ''}`);
  await knex.raw(`drop trigger if exists users_list_change_update${knex.client.config.client === 'pg' ? ' on users' : ''}`);
  if (knex.client.config.client === 'pg') {
    await knex.raw('drop function if exists note_list_change()');
    await knex.raw('drop function if exists note_member_account_change()');
  }
  await knex('data_versions').where({ name: 'list_changes_pruned' }).delete();
  await knex.schema.dropTableIfExists('list_changes');
}
