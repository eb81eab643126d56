import { afterEach, describe, expect, it } from 'vitest';
import { healthAnswer } from '../../../shared/api/health';
import { startTestServer, type TestServer } from '../test/test-server';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

describe('GET /api/health (and /health, /healthz)', () => {
  it('answers 200 with each check when the database is reachable, writable and migrated, never cached, with no personal data', async () => {
    srv = await startTestServer();
    for (const path of ['/api/health', '/health', '/healthz']) {
      const res = await srv.client().get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      const body = healthAnswer.parse(res.body);
      expect(body.status).toBe('ok');
      expect(Object.values(body.checks).every((c) => c.ok)).toBe(true);
      expect(body.checks.disk.freeMiB).toBeGreaterThan(0);
      expect(JSON.stringify(res.body)).not.toMatch(/@|password|secret/i);
    }
  });

  it('answers 503 naming the check when the database stops taking writes or a migration is missing', async () => {
    srv = await startTestServer();
    await srv.db.schema.dropTable('health_probe');
    const unwritable = await srv.client().get('/api/health');
    expect(unwritable.status).toBe(503);
    expect(unwritable.body.status).toBe('unhealthy');
    expect(unwritable.body.checks.writable.ok).toBe(false);
    expect(unwritable.body.checks.database.ok).toBe(true);

    await srv.db.schema.createTable('health_probe', (t) => {
      t.integer('id').primary();
      t.string('checked_at', 32).notNullable();
    });
    await srv
      .db('knex_migrations')
      .where('id', (await srv.db('knex_migrations').max('id as id').first())!.id)
      .delete();
    const behind = await srv.client().get('/healthz');
    expect(behind.status, JSON.stringify(behind.body)).toBe(503);
    expect(behind.body.checks.migrations).toEqual({ ok: false, detail: '1 migration(s) not run' });
  });
});
