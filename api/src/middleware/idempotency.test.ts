import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv.close());

const msg = { name: 'Karim', email: 'karim@example.com', subject: 'Volunteering', message: 'How can I help?' };
const count = async () => Number((await srv.db('contact_messages').count({ n: '*' }).first())!.n);

describe('Idempotency-Key', () => {
  it('a repeat gets the stored answer and the handler does not run again', async () => {
    const c = srv.client({ 'x-client-id': 'device-1' });
    const before = await count();
    const first = await c.post('/api/contact', msg, { 'idempotency-key': 'key-aaaaaaaa-1' });
    const again = await c.post('/api/contact', msg, { 'idempotency-key': 'key-aaaaaaaa-1' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await count()).toBe(before + 1);
  });

  it('the same key with a different body is a 422', async () => {
    const c = srv.client({ 'x-client-id': 'device-2' });
    await c.post('/api/contact', msg, { 'idempotency-key': 'key-bbbbbbbb-1' });
    const res = await c.post('/api/contact', { ...msg, message: 'Something else' }, { 'idempotency-key': 'key-bbbbbbbb-1' });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('idempotency_mismatch');
  });

  it('concurrent duplicates never both run', async () => {
    const c = srv.client({ 'x-client-id': 'device-3' });
    const before = await count();
    const results = await Promise.all(Array.from({ length: 8 }, () => c.post('/api/contact', msg, { 'idempotency-key': 'key-cccccccc-1' })));
    expect(await count()).toBe(before + 1);
    expect(results.filter((r) => r.status === 201).length).toBeGreaterThanOrEqual(1);
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
  });

  it('keys are per client: another device with the same key is a separate request', async () => {
    const before = await count();
    await srv.client({ 'x-client-id': 'device-4' }).post('/api/contact', msg, { 'idempotency-key': 'key-dddddddd-1' });
    await srv.client({ 'x-client-id': 'device-5' }).post('/api/contact', msg, { 'idempotency-key': 'key-dddddddd-1' });
    expect(await count()).toBe(before + 2);
  });

  it('a 4xx answer is stored too, so a replay says the same', async () => {
    const c = srv.client({ 'x-client-id': 'device-6' });
    const a = await c.post('/api/contact', { ...msg, email: 'bad' }, { 'idempotency-key': 'key-eeeeeeee-1' });
    const b = await c.post('/api/contact', { ...msg, email: 'bad' }, { 'idempotency-key': 'key-eeeeeeee-1' });
    expect(a.status).toBe(400);
    expect(b.status).toBe(400);
    expect(b.body).toEqual(a.body);
  });

  it('refuses a malformed key', async () => {
    const res = await srv.client().post('/api/contact', msg, { 'idempotency-key': 'x' });
    expect(res.status).toBe(400);
  });
});
