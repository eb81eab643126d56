import { describe, expect, it } from 'vitest';
import { fieldErrors, serverForFile } from '../test/fixtures';

const srv = serverForFile();

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
    expect(await fieldErrors(srv.client().post('/api/contact', { name: '', email: 'nope', message: '' }))).toEqual({
      name: 'String must contain at least 1 character(s)',
      email: 'Invalid email',
      subject: 'Required',
      message: 'String must contain at least 1 character(s)',
    });
  });
});

describe('contact inbox', () => {
  const send = (subject: string) => srv.client().post('/api/contact', { name: 'Rumi', email: 'rumi@example.com', subject, message: 'Hello there' });

  it('lists newest first with read false; PATCH marks read and unread; DELETE removes', async () => {
    const admin = (await srv.signedIn('admin')).client;
    const first = (await send('First')).body.id;
    const second = (await send('Second')).body.id;
    const list = (await admin.get('/api/contact-messages')).body.messages;
    expect(list.slice(0, 2).map((m: { id: number }) => m.id)).toEqual([second, first]);
    expect(list[0]).toMatchObject({ id: second, subject: 'Second', read: false, readAt: null });

    const read = await admin.patch(`/api/contact-messages/${first}`, { read: true });
    expect(read.status).toBe(200);
    expect(read.body.message).toBe('Message marked as read');
    expect(read.body.contactMessage).toMatchObject({ id: first, read: true, readAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    const readAt = read.body.contactMessage.readAt;
    // Reading it again keeps when it was first read.
    expect((await admin.patch(`/api/contact-messages/${first}`, { read: true })).body.contactMessage.readAt).toBe(readAt);
    const listed = (await admin.get('/api/contact-messages')).body.messages.find((m: { id: number }) => m.id === first);
    expect(listed).toMatchObject({ read: true, readAt });

    const unread = await admin.patch(`/api/contact-messages/${first}`, { read: false });
    expect(unread.body).toMatchObject({ message: 'Message marked as unread', contactMessage: { read: false, readAt: null } });

    const removed = await admin.del(`/api/contact-messages/${second}`);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Message deleted successfully');
    expect((await admin.get('/api/contact-messages')).body.messages.map((m: { id: number }) => m.id)).not.toContain(second);
    expect((await admin.del(`/api/contact-messages/${second}`)).status).toBe(404);
    expect((await admin.patch(`/api/contact-messages/${second}`, { read: true })).status).toBe(404);
  });

  it('checks the body and the caller', async () => {
    const id = (await send('Third')).body.id;
    const admin = (await srv.signedIn('super_admin')).client;
    expect(await fieldErrors(admin.patch(`/api/contact-messages/${id}`, { read: 'yes' }))).toEqual({ read: 'Read must be true or false' });
    const member = (await srv.signedIn('member')).client;
    expect((await member.patch(`/api/contact-messages/${id}`, { read: true })).status).toBe(403);
    expect((await member.del(`/api/contact-messages/${id}`)).status).toBe(403);
    expect((await srv.client().del(`/api/contact-messages/${id}`)).status).toBe(401);
    expect((await admin.get('/api/contact-messages')).body.messages.find((m: { id: number }) => m.id === id)).toMatchObject({ read: false });
  });
});
