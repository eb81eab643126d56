import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config/config';
import { closeDb, openDb, type Db } from '../db';

/**
 * Backups a club can restore: a consistent copy taken while the site runs, with the uploads.
 * - SQLite: `VACUUM INTO` a new file: one read transaction, so writes still in the WAL are in it
 *   and a write half-done is not (a plain file copy of a running SQLite misses the WAL).
 * - PostgreSQL: `pg_dump --format=custom` (the client tools of the server's version must be installed).
 * Each backup is a folder `club-YYYYMMDD-HHMMSS` holding the database, `uploads/` and `manifest.json`
 * (when, which database, the last migration, rows per table, to check a restore against).
 */
export const SQLITE_FILE = 'club.sqlite3';
const DUMP_FILE = 'club.dump';
const MANIFEST = 'manifest.json';
/** The tables a restore is checked by (their rows must all be there). */
const COUNTED = [
  'users',
  'members',
  'events',
  'event_registrations',
  'rsvps',
  'checkins',
  'news',
  'projects',
  'gallery',
  'notices',
  'contact_messages',
  'uploads',
  'upload_files',
];

export interface Manifest {
  createdAt: string;
  database: 'sqlite' | 'postgresql';
  lastMigration: string | null;
  rows: Record<string, number>;
}

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

export const backupDirOf = (config: Pick<Config, 'dataDir' | 'BACKUP_DIR'>) => path.resolve(config.BACKUP_DIR ?? path.join(config.dataDir, 'backups'));

async function rowsOf(db: Db): Promise<Record<string, number>> {
  const rows: Record<string, number> = {};
  for (const table of COUNTED) {
    if (!(await db.schema.hasTable(table))) continue;
    const [{ n }] = (await db(table).count('* as n')) as Array<{ n: number | string }>;
    rows[table] = Number(n);
  }
  return rows;
}

async function lastMigration(db: Db): Promise<string | null> {
  const row = (await db('knex_migrations').orderBy('id', 'desc').first('name')) as { name: string } | undefined;
  return row?.name ?? null;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', (e) => reject(new Error(`${command} could not be run (${e.message}): install PostgreSQL's client tools`)));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${err.trim()}`))));
  });
}

/** Takes a backup into `dest` (default BACKUP_DIR, else DATA_DIR/backups); returns its folder. */
export async function takeBackup(config: Config, opts: { dest?: string; now?: Date } = {}): Promise<{ dir: string; manifest: Manifest }> {
  const dir = path.join(opts.dest ?? backupDirOf(config), `club-${stamp(opts.now ?? new Date())}`);
  const partial = `${dir}.partial`;
  fs.mkdirSync(partial, { recursive: true, mode: 0o700 });
  const db = openDb({ dataDir: config.dataDir, databaseUrl: config.DATABASE_URL });
  try {
    let manifest: Manifest;
    if (config.DATABASE_URL) {
      // The counts first: the dump is at least as new as they are.
      manifest = { createdAt: new Date().toISOString(), database: 'postgresql', lastMigration: await lastMigration(db), rows: await rowsOf(db) };
      await run('pg_dump', ['--format=custom', '--no-owner', `--file=${path.join(partial, DUMP_FILE)}`, config.DATABASE_URL]);
    } else {
      const file = path.join(partial, SQLITE_FILE);
      await db.raw('VACUUM INTO ?', [file]);
      fs.chmodSync(file, 0o600);
      // What the copy holds, read from the copy itself.
      const copy = openDb({ dataDir: partial });
      try {
        manifest = { createdAt: new Date().toISOString(), database: 'sqlite', lastMigration: await lastMigration(copy), rows: await rowsOf(copy) };
      } finally {
        await closeDb(copy);
      }
    }
    const uploads = path.join(config.dataDir, 'uploads');
    if (fs.existsSync(uploads)) fs.cpSync(uploads, path.join(partial, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.renameSync(partial, dir);
    return { dir, manifest };
  } catch (err) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw err;
  } finally {
    await closeDb(db);
  }
}

/**
 * Keeps the newest backup of each of the last `daily` days and of each of the last `weekly` weeks
 * (a backup can be both); removes the rest. Returns the folders removed.
 */
export function pruneBackups(dest: string, keep: { daily: number; weekly: number }, now = new Date()): string[] {
  if (!fs.existsSync(dest)) return [];
  const all = fs
    .readdirSync(dest)
    .filter((n) => /^club-\d{8}-\d{6}$/.test(n))
    .sort()
    .reverse();
  const dayOf = (n: string) => n.slice(5, 13);
  const at = (n: string) => Date.UTC(Number(n.slice(5, 9)), Number(n.slice(9, 11)) - 1, Number(n.slice(11, 13)));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const kept = new Set<string>();
  const seenDays = new Set<string>();
  const seenWeeks = new Set<number>();
  for (const n of all) {
    const daysAgo = Math.floor((today - at(n)) / 86_400_000);
    const week = Math.floor(daysAgo / 7);
    if (daysAgo < keep.daily && !seenDays.has(dayOf(n))) kept.add(n);
    if (week < keep.weekly && !seenWeeks.has(week)) kept.add(n);
    seenDays.add(dayOf(n));
    seenWeeks.add(week);
  }
  const removed = all.filter((n) => !kept.has(n));
  for (const n of removed) fs.rmSync(path.join(dest, n), { recursive: true, force: true });
  return removed;
}

/**
 * Restores a backup folder into an empty data folder (SQLite) or an empty database (PostgreSQL),
 * then checks it: SQLite's integrity and foreign-key checks, every table's rows as the manifest
 * counted them, and the migrations brought up to this version of the app.
 */
export async function restoreBackup(config: Config, source: string): Promise<{ manifest: Manifest; rows: Record<string, number> }> {
  const manifest = JSON.parse(fs.readFileSync(path.join(source, MANIFEST), 'utf8')) as Manifest;
  if ((manifest.database === 'postgresql') !== Boolean(config.DATABASE_URL))
    throw new Error(
      `This is a ${manifest.database} backup: ${manifest.database === 'postgresql' ? 'set DATABASE_URL to an empty database' : 'unset DATABASE_URL'}`,
    );
  const target = path.join(config.dataDir, SQLITE_FILE);
  if (!config.DATABASE_URL) {
    if (fs.existsSync(target) && fs.statSync(target).size > 0) throw new Error(`${config.dataDir} already holds a database: restore into an empty data folder`);
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.copyFileSync(path.join(source, SQLITE_FILE), target);
    fs.chmodSync(target, 0o600);
  }
  const db = openDb({ dataDir: config.dataDir, databaseUrl: config.DATABASE_URL });
  try {
    if (config.DATABASE_URL) {
      if (await db.schema.hasTable('knex_migrations')) throw new Error('The database is not empty: restore into an empty database');
      await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${config.DATABASE_URL}`, path.join(source, DUMP_FILE)]);
    } else {
      const [check] = (await db.raw('PRAGMA integrity_check')) as Array<{ integrity_check: string }>;
      if (check?.integrity_check !== 'ok') throw new Error(`The restored database is damaged: ${JSON.stringify(check)}`);
      const broken = (await db.raw('PRAGMA foreign_key_check')) as unknown[];
      if (broken.length) throw new Error(`The restored database has ${broken.length} broken reference(s)`);
    }
    const rows = await rowsOf(db);
    const missing = Object.entries(manifest.rows).filter(([t, n]) => (rows[t] ?? 0) < n);
    if (missing.length) throw new Error(`Rows missing after the restore: ${missing.map(([t, n]) => `${t} ${rows[t] ?? 0} of ${n}`).join(', ')}`);
    await db.migrate.latest();
    const uploads = path.join(source, 'uploads');
    if (fs.existsSync(uploads)) fs.cpSync(uploads, path.join(config.dataDir, 'uploads'), { recursive: true });
    return { manifest, rows };
  } finally {
    await closeDb(db);
  }
}
