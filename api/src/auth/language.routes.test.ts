import { describe, expect, it } from 'vitest';
import { serverForFile } from '../test/fixtures';

const srv = serverForFile();

describe('PUT /api/auth/language', () => {
  it('keeps the language on the account: the user gets it back on another device at sign-in', async () => {
    const member = await srv.signedIn('member');
    expect((await member.client.get('/api/auth/user')).body.language).toBeNull();

    const res = await member.client.put('/api/auth/language', { language: 'bn' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Language saved', language: 'bn' });

    const phone = srv.client();
    const login = await phone.post('/api/auth/login', { email: member.email, password: member.password });
    expect(login.body.user.language).toBe('bn');
    expect((await phone.get('/api/auth/user')).body.language).toBe('bn');
  });

  it('refuses a language the app does not speak, naming the field', async () => {
    const member = await srv.signedIn('participant');
    const res = await member.client.put('/api/auth/language', { language: 'fr' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.fields).toEqual({ language: 'Choose English or Bangla' });
  });

  it('a visitor is refused with a 401', async () => {
    expect((await srv.client().put('/api/auth/language', { language: 'bn' })).status).toBe(401);
  });
});
