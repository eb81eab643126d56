import fs from 'node:fs';
import knexFactory, { type Knex } from 'knex';
import path from 'node:path';
import { knexConfig, restrictSqliteFiles } from '../../knexfile';

export type Db = Knex;

/** Opens the one Knex instance for this process (SQLite in dataDir, or PostgreSQL). */
export function openDb(opts: { dataDir: string; databaseUrl?: string }): Db {
  if (!opts.databaseUrl) {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    restrictSqliteFiles(path.join(opts.dataDir, 'club.sqlite3'));
  }
  return knexFactory(knexConfig(opts));
}

export async function migrateLatest(db: Db): Promise<void> {
  await db.migrate.latest();
}

export const isPostgres = (db: Db): boolean => db.client.config.client === 'pg';
