import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { type KnexOptions, knexConfig, restrictSqliteFiles } from '../../knexfile';

export type Db = Knex;

const readers = new WeakMap<Db, Db>();

/**
 * Opens the Knex instance for this process (SQLite in dataDir, or PostgreSQL). On SQLite it also
 * opens a pool of read-only connections (readerOf): in WAL mode reads never queue behind a write
 * that waits for a lock. On PostgreSQL the one pool serves both.
 */
export function openDb(opts: Omit<KnexOptions, 'reader'>): Db {
  if (!opts.databaseUrl) {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    restrictSqliteFiles(path.join(opts.dataDir, 'club.sqlite3'));
  }
  const db = knexFactory(knexConfig(opts));
  if (!opts.databaseUrl) readers.set(db, knexFactory(knexConfig({ ...opts, reader: true })));
  return db;
}

/** The connections GET requests read with. */
export const readerOf = (db: Db): Db => readers.get(db) ?? db;

/** Closes the database and its readers. */
export async function closeDb(db: Db): Promise<void> {
  const reader = readers.get(db);
  readers.delete(db);
  await Promise.all([db.destroy(), reader?.destroy()]);
}

export async function migrateLatest(db: Db): Promise<void> {
  await db.migrate.latest();
}

/** True for PostgreSQL, whether given the pool or a transaction. */
export const isPostgres = (db: Db): boolean => db.client.config.client === 'pg';
