import type { Knex } from 'knex';
import { readJson, writeJson } from '../lib/json-column';
import { nowIso } from '../lib/time';

/** The settings table: one row per key, its value JSON in TEXT (portable). */
export const settingsRepo = {
  /** The stored values of these keys (a key never saved is absent). */
  async read(db: Knex, keys: readonly string[]): Promise<Record<string, unknown>> {
    const rows: Array<{ key: string; value: string }> = await db('settings').whereIn('key', [...keys]);
    return Object.fromEntries(rows.map((r) => [r.key, readJson<unknown>(r.value, null)]));
  },

  /** Inserts or replaces each key's value. */
  async write(db: Knex, values: Record<string, unknown>): Promise<void> {
    const now = nowIso();
    const rows = Object.entries(values).map(([key, value]) => ({ key, value: writeJson(value), updated_at: now }));
    if (rows.length) await db('settings').insert(rows).onConflict('key').merge(['value', 'updated_at']);
  },
};
