import fs from 'node:fs';
import knexFactory, { type Knex } from 'knex';
import { knexConfig } from '../../knexfile';

export type Db = Knex;

/** Opens the one Knex instance for this process (SQLite in dataDir, or PostgreSQL). */
export function openDb(opts: { dataDir: string; databaseUrl?: string }): Db {
  if (!opts.databaseUrl) fs.mkdirSync(opts.dataDir, { recursive: true });
  return knexFactory(knexConfig(opts));
}

export async function migrateLatest(db: Db): Promise<void> {
  await db.migrate.latest();
}

export const isPostgres = (db: Db): boolean => db.client.config.client === 'pg';
