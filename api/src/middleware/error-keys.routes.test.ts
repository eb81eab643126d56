import { describe, expect, it } from 'vitest';
import { serverForFile } from '../test/fixtures';

/** Every error body carries message keys beside its English (shared/errors.ts ErrorBody). */
const srv = serverForFile();

describe('error bodies carry message keys', () => {
  it('a 400 has its code, the English message and fields, and a key for each', async () => {
    const res = await srv.client().post('/api/auth/register', { email: 'not-an-email', password: 'x', firstName: 'Rafi', lastName: '' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.message).toMatch(/^Please check these fields: /);
    expect(res.body.message).toContain('email: Valid email is required');
    expect(res.body.key).toBe('validation_summary');
    expect(res.body.fields).toMatchObject({
      email: 'Valid email is required',
      password: 'Password must be at least 8 characters',
      lastName: 'Last name is required',
    });
    expect(res.body.fieldKeys).toMatchObject({
      email: 'valid_email_is_required',
      password: 'password_must_be_at_least_n_characters',
      lastName: 'last_name_is_required',
    });
    expect(Object.keys(res.body.fieldKeys).sort()).toEqual(Object.keys(res.body.fields).sort());
  });

  it('a refusal about one field (409) keys the message and the field', async () => {
    const taken = await srv.signedIn('member');
    const res = await srv.client().post('/api/auth/register', { email: taken.email, password: 'Correct-Horse-9', firstName: 'Rafi', lastName: 'Ahmed' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'conflict',
      message: 'An account with this email already exists. Please log in instead.',
      key: 'an_account_with_this_email_already_exists_please_log_in_instead',
      fieldKeys: { email: 'an_account_with_this_email_already_exists_please_log_in_instead' },
    });
  });

  it('any other error has a key and no field keys', async () => {
    const res = await srv.client().get('/api/events/999999');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not_found', message: 'Event not found', key: 'event_not_found' });
  });
});
