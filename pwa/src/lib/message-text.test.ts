import { afterEach, describe, expect, it } from 'vitest';
import bnMessages from '@/locales/bn/server-messages/messages';
import { ApiError, serverMessage } from './api-client';
import { i18n, loadLanguage } from './i18n';
import { messageText, translateMessagesWith } from './message-text';
import { messageTranslator } from './message-translator';

/** A 400 as the API sends it (api/src/lib/errors.ts): English plus message keys. */
function validationFailure() {
  const body = {
    code: 'validation_failed',
    message: 'Please check these fields: email: Valid email is required; password: Password must be at least 8 characters',
    key: 'validation_summary',
    fields: { email: 'Valid email is required', password: 'Password must be at least 8 characters' },
    fieldKeys: { email: 'valid_email_is_required', password: 'password_must_be_at_least_n_characters' },
  };
  return new ApiError(400, 'Bad Request', JSON.stringify(body), body);
}

/** What loadLanguage('bn') does for messages (lib/i18n.ts): the catalogue and its lookup. */
async function inBangla() {
  i18n.addResourceBundle('bn', 'server-messages', bnMessages, true, true);
  translateMessagesWith(messageTranslator(i18n));
  await i18n.changeLanguage('bn');
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('validation and server messages in the reader language', () => {
  it('an English reader sees the server English, byte for byte (also once the Bangla lookup is loaded)', async () => {
    await inBangla();
    await i18n.changeLanguage('en');
    const err = validationFailure();
    expect(err.fields).toEqual({ email: 'Valid email is required', password: 'Password must be at least 8 characters' });
    expect(serverMessage(err)).toBe(err.body && (err.body as { message: string }).message);
    expect(messageText('Title is required')).toBe('Title is required');
  });

  it('a Bangla reader sees the Bangla text of a server field error, numbers in Bengali digits', async () => {
    await inBangla();
    const err = validationFailure();
    expect(err.fields).toEqual({ email: 'একটি সঠিক ইমেইল ঠিকানা দিতে হবে', password: 'পাসওয়ার্ড অন্তত ৮ অক্ষরের হতে হবে' });
    // The summary listing English field names becomes one sentence; the fields carry the details.
    expect(serverMessage(err)).toBe('অনুগ্রহ করে চিহ্নিত ঘরগুলো দেখে ঠিক করুন।');
  });

  it('translates a message by its text when there is no key (a form checked on the phone, the Sync panel)', async () => {
    await inBangla();
    expect(messageText('Title is required')).toBe('শিরোনাম দিতে হবে');
    expect(messageText('Must be at most 200 characters')).toBe('সর্বোচ্চ ২০০ অক্ষর লেখা যাবে');
    expect(messageText('File too large - Please select a file smaller than 5MB')).toBe('ফাইলটি অনেক বড় - অনুগ্রহ করে ৫MB-এর চেয়ে ছোট একটি ফাইল বেছে নিন');
  });

  it('leaves a message it does not know, or one already in Bangla, as it is', async () => {
    await inBangla();
    expect(messageText('No API endpoint at GET /api/x')).toBe('No API endpoint at GET /api/x');
    expect(messageText('শিরোনাম দিতে হবে')).toBe('শিরোনাম দিতে হবে');
    const unknown = new ApiError(409, 'Conflict', '', {
      code: 'conflict',
      message: 'This registration is already weird',
      key: 'this_registration_is_already_weird',
    });
    expect(serverMessage(unknown)).toBe('This registration is already weird');
  });

  it('is wired by the app: choosing Bangla loads the lookup with the catalogues', async () => {
    translateMessagesWith(undefined);
    await loadLanguage('bn');
    await i18n.changeLanguage('bn');
    expect(messageText('Event not found')).toBe('ইভেন্টটি খুঁজে পাওয়া যায়নি');
  });
});
