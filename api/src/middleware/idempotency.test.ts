import { describe, expect, it } from 'vitest';
import { makeEvent, serverForFile } from '../test/fixtures';

const srv = serverForFile();

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

describe('what the idempotency table keeps', () => {
  const join = {
    firstName: 'Rumi',
    lastName: 'Akter',
    email: 'rumi@example.com',
    phone: '+8801700000000',
    age: '19',
    address: 'Rangpur',
    motivation: 'I want to help',
    password: 'Secret-pass-42',
  };

  it('a fingerprint keyed with a server secret, not a plain SHA-256 of the body (which held the password)', async () => {
    const { createHash } = await import('node:crypto');
    const c = srv.client({ 'x-client-id': 'device-join' });
    const res = await c.post('/api/auth/register', join, { 'idempotency-key': 'join-key-0001' });
    expect(res.status).toBe(201);
    const row = await srv.db('idempotency_keys').where({ client_id: 'device:device-join' }).first();
    const plain = createHash('sha256').update('POST /api/auth/register\n').update(JSON.stringify(join)).digest('hex');
    expect(row.body_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.body_hash).not.toBe(plain);
    expect(JSON.stringify(row)).not.toContain('Secret-pass-42');
  });

  it('keeps no personal data of the sign-up answer; a replay still says it worked', async () => {
    const c = srv.client({ 'x-client-id': 'device-join-2' });
    const first = await c.post('/api/auth/register', { ...join, email: 'rumi2@example.com' }, { 'idempotency-key': 'join-key-0002' });
    expect(first.body.user.email).toBe('rumi2@example.com');
    const row = await srv.db('idempotency_keys').where({ client_id: 'device:device-join-2' }).first();
    expect(row.response_body).not.toContain('rumi2@example.com');
    expect(row.response_body).not.toContain('+8801700000000');
    const again = await c.post('/api/auth/register', { ...join, email: 'rumi2@example.com' }, { 'idempotency-key': 'join-key-0002' });
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ message: 'Account created successfully' });
  });

  it('never keys a sign-in: each attempt really runs and nothing is stored', async () => {
    await srv.client().post('/api/auth/register', { ...join, email: 'rumi3@example.com' });
    const c = srv.client({ 'x-client-id': 'device-login' });
    const ok = await c.post('/api/auth/login', { email: 'rumi3@example.com', password: join.password }, { 'idempotency-key': 'login-key-0001' });
    expect(ok.status).toBe(200);
    expect(await srv.db('idempotency_keys').where({ client_id: 'device:device-login' }).first()).toBeUndefined();
  });
});

describe('a visitor’s registration, replayed', () => {
  it('the table keeps neither the cancel token nor the key nor any personal data; a replay with the key still gets the ticket and cancel link', async () => {
    const admin = (await srv.signedIn('admin')).client;
    const form = {
      eventId: await makeEvent(admin, { title: 'Sealed answers' }),
      name: 'Nusrat Jahan',
      email: 'nusrat.sealed@example.com',
      phone: '+8801799988877',
      reason: 'My very particular reason to come along',
    };
    const c = srv.client({ 'x-client-id': 'device-sealed' });
    const first = await c.post('/api/event-registrations/anonymous', form, { 'idempotency-key': 'sealed-key-0001' });
    expect(first.status).toBe(201);
    const token = new URL(first.body.cancelUrl, 'http://x').searchParams.get('token')!;
    expect(token.length).toBeGreaterThan(10);

    const table = JSON.stringify(await srv.db('idempotency_keys').select('*'));
    for (const secret of [token, encodeURIComponent(token), form.email, form.phone, form.reason, first.body.ticketCode, 'sealed-key-0001'])
      expect(table).not.toContain(secret);

    const again = await srv
      .client({ 'x-client-id': 'device-sealed' })
      .post('/api/event-registrations/anonymous', form, { 'idempotency-key': 'sealed-key-0001' });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(again.body.cancelUrl).toContain(encodeURIComponent(token));
    expect(Number((await srv.db('event_registrations').where({ email: form.email }).count({ n: '*' }).first())!.n)).toBe(1);
  });

  it('a stored answer from before keys were hashed is still found, so the write is not run twice', async () => {
    const c = srv.client({ 'x-client-id': 'device-legacy' });
    const before = await count();
    await srv.db('idempotency_keys').insert({
      key: 'legacy-key-0001',
      client_id: 'device:device-legacy',
      method: 'POST',
      path: '/api/contact',
      body_hash: '',
      status_code: 201,
      response_body: JSON.stringify({ message: 'Message sent' }),
      created_at: new Date().toISOString(),
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const res = await c.post('/api/contact', msg, { 'idempotency-key': 'legacy-key-0001' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Message sent' });
    expect(res.headers.get('idempotent-replayed')).toBe('true');
    expect(await count()).toBe(before);
  });
});
