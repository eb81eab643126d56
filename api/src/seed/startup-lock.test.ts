import { afterEach, describe, expect, it } from 'vitest';
import { closeDb, openDb } from '../db';
import { startTestServer, type TestServer } from '../test/test-server';
import { migrateAndSeed } from './run-seeds';

/** Two processes starting together on one empty database (SQLite in one DATA_DIR, or PostgreSQL): the demo club is added once. */
let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

describe('start-up: one seeder at a time', () => {
  it('two starts at once on an empty database: one adds the demo content, the other finds it there', async () => {
    srv = await startTestServer();
    const handles = [0, 1].map(() => openDb({ dataDir: srv!.dataDir, databaseUrl: srv!.databaseUrl }));
    try {
      const results = await Promise.all(handles.map((db) => migrateAndSeed(db, { dataDir: srv!.dataDir, seedDemo: true })));
      expect(results.map((r) => r.demo).sort()).toEqual(['seeded', 'skipped-not-empty']);
      const emails = (await srv.db('users').select('email')).map((u) => u.email as string);
      expect(emails.length).toBeGreaterThan(3);
      expect(new Set(emails).size).toBe(emails.length);
    } finally {
      await Promise.all(handles.map((db) => closeDb(db)));
    }
  }, 120_000);
});
