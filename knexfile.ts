import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Knex } from 'knex';

const root = path.dirname(fileURLToPath(import.meta.url));
const migrationsDir = path.join(root, 'api/migrations');

/**
 * Migrations are TypeScript files in api/migrations, imported through the running loader (tsx in
 * the scripts, Vite in the tests), so the same files run everywhere without a build step.
 */
const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () =>
    fs
      .readdirSync(migrationsDir)
      .filter((f) => /^\d{14}_[\w-]+\.ts$/.test(f))
      .sort(),
  getMigrationName: (name) => name,
  getMigration: (name) => import(pathToFileURL(path.join(migrationsDir, name)).href),
};

/**
 * The database file, its WAL and shared-memory files are readable by this user only (0600): they
 * hold e-mails, phone numbers and password hashes. Created that way when missing; SQLite gives
 * the -wal and -shm files the database file's mode, and they are tightened again after opening.
 */
export function restrictSqliteFiles(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file)) fs.closeSync(fs.openSync(file, 'a', 0o600));
  for (const f of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) {
    if (fs.existsSync(f)) fs.chmodSync(f, 0o600);
  }
}

/**
 * One Knex configuration for every environment: embedded SQLite in DATA_DIR by default,
 * PostgreSQL when a DATABASE_URL is given. Migrations and seeds are TypeScript run through tsx.
 */
export interface KnexOptions {
  dataDir: string;
  databaseUrl?: string;
  /** SQLite: a connection pool that only reads (query_only), beside the one writing connection. */
  reader?: boolean;
  /** SQLite: how long a statement waits for another process's lock before SQLITE_BUSY (default 5 s). */
  busyTimeoutMs?: number;
}

export function knexConfig(opts: KnexOptions): Knex.Config {
  const common = {
    migrations: { migrationSource, tableName: 'knex_migrations' },
  };
  if (opts.databaseUrl) {
    return { ...common, client: 'pg', connection: opts.databaseUrl, pool: { min: 0, max: 10 }, acquireConnectionTimeout: 15_000 };
  }
  const filename = path.join(opts.dataDir, 'club.sqlite3');
  return {
    ...common,
    client: 'sqlite3',
    connection: { filename },
    useNullAsDefault: true,
    acquireConnectionTimeout: 15_000,
    // One writing connection (SQLite has one writer anyway); readers in WAL mode never wait for it.
    pool: {
      min: opts.reader ? 0 : 1,
      max: opts.reader ? 4 : 1,
      afterCreate(conn: { run: (sql: string, cb: (err: Error | null) => void) => void }, done: (err: Error | null, conn: unknown) => void) {
        const pragmas = opts.reader
          ? [`PRAGMA busy_timeout = ${opts.busyTimeoutMs ?? 5000}`, 'PRAGMA foreign_keys = ON', 'PRAGMA query_only = ON']
          : ['PRAGMA journal_mode = WAL', `PRAGMA busy_timeout = ${opts.busyTimeoutMs ?? 5000}`, 'PRAGMA foreign_keys = ON', 'PRAGMA synchronous = NORMAL'];
        const next = (i: number): void => {
          if (i === pragmas.length) {
            restrictSqliteFiles(filename);
            return done(null, conn);
          }
          conn.run(pragmas[i], (err) => (err ? done(err, conn) : next(i + 1)));
        };
        next(0);
      },
    },
  };
}

const env = process.env;
export default {
  development: knexConfig({ dataDir: path.resolve(env.DATA_DIR ?? './data'), databaseUrl: env.DATABASE_URL }),
  test: knexConfig({ dataDir: path.resolve(env.DATA_DIR ?? './.tmp/test-data') }),
  production: knexConfig({ dataDir: path.resolve(env.DATA_DIR ?? './data'), databaseUrl: env.DATABASE_URL }),
} satisfies Record<string, Knex.Config>;
