import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';

/** Any number the club's processes agree on: the PostgreSQL advisory lock of start-up. */
const STARTUP_LOCK = 74_382_017;
const LOCK_FILE = 'startup.lock';

/**
 * One process at a time migrates and seeds: two starting together on an empty database would
 * otherwise both find it empty and both fill in the demo club. PostgreSQL: a session advisory lock
 * held on one connection for the duration. SQLite (the file lives in DATA_DIR, so only processes
 * sharing DATA_DIR share it): a lock file there, made with O_EXCL; one left by a process that died
 * is taken over once its process is gone.
 */
export async function withStartupLock<T>(db: Knex, dataDir: string, work: () => Promise<T>): Promise<T> {
  return db.client.config.client === 'pg' ? withAdvisoryLock(db, work) : withLockFile(path.join(dataDir, LOCK_FILE), work);
}

async function withAdvisoryLock<T>(db: Knex, work: () => Promise<T>): Promise<T> {
  const connection = await db.client.acquireConnection();
  const run = (sql: string) => db.raw(sql, [STARTUP_LOCK]).connection(connection);
  try {
    await run('select pg_advisory_lock(?)');
    try {
      return await work();
    } finally {
      await run('select pg_advisory_unlock(?)');
    }
  } finally {
    await db.client.releaseConnection(connection);
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

async function withLockFile<T>(file: string, work: () => Promise<T>): Promise<T> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const token = `${process.pid}:${Math.random().toString(36).slice(2)}`;
  for (;;) {
    try {
      fs.writeFileSync(file, token, { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(fs.readFileSync(file, 'utf8').split(':')[0]);
      if (holder !== process.pid && !alive(holder)) fs.rmSync(file, { force: true });
      else await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    return await work();
  } finally {
    if (fs.readFileSync(file, 'utf8') === token) fs.rmSync(file, { force: true });
  }
}
