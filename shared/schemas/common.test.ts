import { describe, expect, it } from 'vitest';
import { z } from '../zod';
import { isSafeLink, urlOrPath } from './common';
import { galleryInput, newsInput, projectInput } from './content';
import { eventInput } from './events';
import { memberProfileInput } from './members';
import { noticeInput } from './notices';
import { systemSettingsInput } from './site-settings';
import { createUserInput, updateUserInput } from './users';

/**
 * Browsers drop tabs and newlines from a URL before reading it, so `/\t/evil.example/x` is
 * followed as `//evil.example/x`: off the site. Any control character or space in a URL field is
 * refused, wherever it sits (issue: probing round, item 9).
 */
const UNSAFE = [
  '/\t/evil.example/x',
  '/\n/evil.example/x',
  '/\r\n/evil.example/x',
  '/ /evil.example',
  'https://club.example/a b',
  'https://club.example/\u0000x',
  '/a\u0007b',
  '/a\u007fb',
  '/\u0085/evil.example',
  '/\u009f/evil.example',
  '/\u00a0/evil.example',
  '/\u2028/evil.example',
  '/\u2029/evil.example',
  '/\u3000/evil.example',
  '/\u200b/evil.example',
  '/\ufeff/evil.example',
  'https://club.example/\u202eexe.png',
];
const URL_UNSAFE_MESSAGE = 'Must not contain spaces or control characters';
const SAFE = ['', '/uploads/a1b2.png', '/events/12?from=news#top', 'https://example.org/path/to%20page?q=1&r=2', 'http://example.org'];

/** The message a schema gives for `value` at `path`, or undefined when it is accepted there. */
function messageAt(schema: z.ZodType, input: Record<string, unknown>, path: string): string | undefined {
  const r = schema.safeParse(input);
  return r.success ? undefined : r.error.issues.find((i) => i.path.join('.') === path)?.message;
}

describe('URL fields refuse control characters and spaces (item 9)', () => {
  it('the shared rule refuses each, naming the problem, and still takes good URLs and site paths', () => {
    for (const v of UNSAFE) {
      const r = urlOrPath.safeParse(v);
      expect(r.success, JSON.stringify(v)).toBe(false);
      expect(r.error!.issues[0]!.message, JSON.stringify(v)).toBe(URL_UNSAFE_MESSAGE);
    }
    for (const v of SAFE) expect(urlOrPath.safeParse(v), v).toMatchObject({ success: true, data: v });
    // Spaces around a pasted link are trimmed, not refused: they never reach the stored value.
    expect(urlOrPath.parse('  https://example.org/a \n')).toBe('https://example.org/a');
    expect(urlOrPath.safeParse('//evil.example/x').success).toBe(false);
  });

  it('every URL field of every input schema uses it', () => {
    const bad = '/\t/evil.example/x';
    const cases: [string, z.ZodType, Record<string, unknown>, string][] = [
      ['member website', memberProfileInput, { name: 'Rafi', website: bad }, 'website'],
      ['member picture', memberProfileInput, { name: 'Rafi', profileImageUrl: bad }, 'profileImageUrl'],
      ['member LinkedIn', memberProfileInput, { name: 'Rafi', linkedin: bad }, 'linkedin'],
      ['member Facebook', memberProfileInput, { name: 'Rafi', facebook: bad }, 'facebook'],
      ['new user picture', createUserInput, { email: 'a@b.test', password: 'Correct-Horse-9', profileImageUrl: bad }, 'profileImageUrl'],
      ['user picture', updateUserInput, { profileImageUrl: bad }, 'profileImageUrl'],
      ['event image', eventInput, { imageUrl: bad }, 'imageUrl'],
      ['project image', projectInput, { imageUrl: bad }, 'imageUrl'],
      ['news image', newsInput, { imageUrl: bad }, 'imageUrl'],
      ['news cover', newsInput, { coverImageUrl: bad }, 'coverImageUrl'],
      ['news gallery', newsInput, { images: ['/uploads/a.png', bad] }, 'images.1'],
      ['gallery image', galleryInput, { imageUrl: bad }, 'imageUrl'],
      ['notice link', noticeInput, { link: bad }, 'link'],
    ];
    for (const [what, schema, input, path] of cases) expect(messageAt(schema, input, path), what).toBe(URL_UNSAFE_MESSAGE);
  });

  it('the social links in the settings refuse them too, each named', () => {
    const labels = { facebookUrl: 'Facebook URL', whatsappUrl: 'WhatsApp URL', telegramUrl: 'Telegram URL', linkedinUrl: 'LinkedIn URL' } as const;
    for (const [key, label] of Object.entries(labels)) {
      for (const v of [
        'https://facebook.com/club\n/x',
        'https://facebook.com/\u0085club',
        'https://facebook.com/\u00a0club',
        'https://facebook.com/a\u2028b',
      ]) {
        expect(messageAt(systemSettingsInput, { [key]: v }, key), `${key} ${JSON.stringify(v)}`).toBe(`${label} must not contain spaces or control characters`);
      }
      expect(systemSettingsInput.safeParse({ [key]: 'https://facebook.com/club' }).success).toBe(true);
    }
  });

  it('isSafeLink tells a renderer whether a stored link may be put in an href', () => {
    for (const v of UNSAFE) expect(isSafeLink(v), JSON.stringify(v)).toBe(false);
    for (const v of ['//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'data:text/html,x', '', null, undefined])
      expect(isSafeLink(v), String(v)).toBe(false);
    for (const v of SAFE.filter(Boolean)) expect(isSafeLink(v), v).toBe(true);
  });
});
