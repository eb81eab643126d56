import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDb, openDb } from '../db';

/**
 * Answers stored in the idempotency table before they were sealed (migration
 * 20261128000300_idempotency_sealed): those that carry personal data, a visitor's cancel token
 * among them, are cut down to their message and status; the others stay as they were.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-sealed-'));
const db = openDb({ dataDir });
afterAll(async () => {
  await closeDb(db);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const SEALED = '20261128000300_idempotency_sealed.ts';
const row = (key: string, pathname: string, answer: unknown) => ({
  key,
  client_id: 'device:device-old',
  method: 'POST',
  path: pathname,
  body_hash: '',
  status_code: 201,
  response_body: JSON.stringify(answer),
  created_at: new Date().toISOString(),
  expires_at: new Date(Date.now() + 86_400_000).toISOString(),
});

describe('the sealed idempotency answers migration', () => {
  it('keeps no personal data of answers stored before, only whether the write worked', async () => {
    for (let step = 0; ; step++) {
      const [, pending] = (await db.migrate.list()) as [unknown[], string[]];
      if (pending[0] === SEALED) break;
      if (step > 200 || pending.length === 0) throw new Error(`${SEALED} not found`);
      await db.migrate.up();
    }
    const registration = {
      eventId: 1,
      name: 'Nusrat Jahan',
      email: 'nusrat.old@example.com',
      phone: '+8801799988877',
      reason: 'An old reason to come along',
      status: 'pending',
    };
    await db('idempotency_keys').insert([
      row('old-key-0001', '/api/event-registrations/anonymous', {
        message: 'You have been registered for the event.',
        status: 'pending',
        registrationId: 7,
        ticketCode: 'TCK-OLD',
        cancelUrl: '/cancel-registration/7?token=old-secret-token',
        registration,
      }),
      row('old-key-0002', '/api/users/5', { message: 'User updated successfully', user: { email: 'someone@example.com' } }),
      row('old-key-0003', '/api/event-registrations/anonymous', {
        message: 'Email is required',
        code: 'validation_error',
        fields: { email: 'Email is required' },
      }),
      row('old-key-0004', '/api/upload', { url: '/uploads/a.jpg' }),
    ]);

    await db.migrate.up();

    const rows = await db('idempotency_keys').orderBy('key');
    const table = JSON.stringify(rows);
    for (const secret of ['old-secret-token', 'TCK-OLD', 'nusrat.old@example.com', '+8801799988877', 'An old reason', 'someone@example.com'])
      expect(table).not.toContain(secret);
    expect(rows.map((r) => JSON.parse(r.response_body))).toEqual([
      { message: 'You have been registered for the event.', status: 'pending' },
      { message: 'User updated successfully' },
      { message: 'Email is required', code: 'validation_error', fields: { email: 'Email is required' } },
      { url: '/uploads/a.jpg' },
    ]);
  });

  it('rolls back and forward again', async () => {
    await db.migrate.down();
    await db.migrate.latest();
    const [, pending] = await db.migrate.list();
    expect(pending).toEqual([]);
  });
});
