import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv.close());

describe('contact', () => {
  it('stores a message from anyone; admins read them', async () => {
    const res = await srv.client().post('/api/contact', { name: 'Mina', email: 'mina@example.com', subject: 'Hello', message: 'I want to join the clean-up.' });
    expect(res.status).toBe(201);
    const admin = (await srv.signedIn('admin')).client;
    const list = await admin.get('/api/contact-messages');
    expect(list.body.messages[0]).toMatchObject({ name: 'Mina', subject: 'Hello', message: 'I want to join the clean-up.' });
    expect((await srv.client().get('/api/contact-messages')).status).toBe(401);
    expect((await (await srv.signedIn('member')).client.get('/api/contact-messages')).status).toBe(403);
  });

  it('answers with the form messages, naming each field', async () => {
    const res = await srv.client().post('/api/contact', { name: '', email: 'nope', message: '' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      name: 'String must contain at least 1 character(s)',
      email: 'Invalid email',
      subject: 'Required',
      message: 'String must contain at least 1 character(s)',
    });
  });
});
