import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { closeDb, openDb } from '../db';
import { Client, freshPostgres, startTestServer, TEST_SECRETS, type TestServer } from '../test/test-server';
import { pruneBackups, restoreBackup, takeBackup } from './backup';

/** Backups that restore: taken while writes keep coming, restored into an empty place, checked. */
let srv: TestServer | undefined;
const dirs: string[] = [];
const tmp = (name: string) => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), `club-${name}-`));
  dirs.push(d);
  return d;
};
afterEach(async () => {
  await srv?.close();
  srv = undefined;
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

const configOf = (dataDir: string, databaseUrl?: string) =>
  loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(databaseUrl && { DATABASE_URL: databaseUrl, SESSION_SECRETS: TEST_SECRETS }) });

describe('npm run backup / npm run restore', () => {
  it('a backup taken under write load holds every write acknowledged before it began, and restores checked, with the uploads', async () => {
    srv = await startTestServer();
    fs.mkdirSync(path.join(srv.dataDir, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(srv.dataDir, 'uploads', 'trees.jpg'), 'a picture');
    const acknowledged: string[] = [];
    let writing = true;
    let n = 0;
    const writers = Array.from({ length: 4 }, async () => {
      const client = new Client(srv!.url);
      while (writing) {
        const subject = `Load ${++n}`;
        const res = await client.post('/api/contact', { name: 'Rafi', email: 'rafi@example.org', subject, message: 'Under load' });
        if (res.status === 201) acknowledged.push(subject);
      }
    });
    while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 10));
    const before = [...acknowledged];
    const { dir, manifest } = await takeBackup(configOf(srv.dataDir, srv.databaseUrl), { dest: tmp('backups') });
    writing = false;
    await Promise.all(writers);
    expect(manifest.rows.contact_messages).toBeGreaterThanOrEqual(before.length);

    const target = srv.databaseUrl ? await freshPostgres() : undefined;
    const restoredDir = tmp('restored');
    try {
      const { rows } = await restoreBackup(configOf(restoredDir, target?.url), dir);
      expect(rows.contact_messages).toBeGreaterThanOrEqual(manifest.rows.contact_messages!);
      const db = openDb({ dataDir: restoredDir, databaseUrl: target?.url });
      try {
        const subjects = new Set((await db('contact_messages').select('subject')).map((r) => r.subject as string));
        expect(before.filter((s) => !subjects.has(s))).toEqual([]);
      } finally {
        await closeDb(db);
      }
      expect(fs.readFileSync(path.join(restoredDir, 'uploads', 'trees.jpg'), 'utf8')).toBe('a picture');
      // A second restore into the same place is refused: it is not empty any more.
      await expect(restoreBackup(configOf(restoredDir, target?.url), dir)).rejects.toThrow(/not empty|already holds a database/);
    } finally {
      await target?.drop();
    }
  }, 120_000);

  it('keeps the newest backup of each of the last 7 days and of each of the last 4 weeks', () => {
    const dest = tmp('prune');
    const now = new Date('2026-11-26T12:00:00Z');
    const made = ['20261126-020000', '20261126-010000', '20261125-020000', '20261120-020000', '20261112-020000', '20261101-020000', '20261001-020000'];
    for (const m of made) fs.mkdirSync(path.join(dest, `club-${m}`));
    const removed = pruneBackups(dest, { daily: 7, weekly: 4 }, now);
    expect(removed.sort()).toEqual(['club-20261001-020000', 'club-20261126-010000']);
    expect(fs.readdirSync(dest).sort()).toEqual(
      made
        .filter((m) => !['20261001-020000', '20261126-010000'].includes(m))
        .map((m) => `club-${m}`)
        .sort(),
    );
  });
});
