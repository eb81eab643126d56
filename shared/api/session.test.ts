import { describe, expect, it } from 'vitest';
import { SYSTEM_SETTINGS_DEFAULTS, systemSettings } from '../schemas/site-settings';
import { currentUser, type CurrentUser } from '../schemas/users';
import { currentUserAnswer, systemSettingsAnswer } from './session';

/** Every field of the signed-in user set, the optional ones too. */
const USER: Required<CurrentUser> = {
  id: 3,
  email: 'member@club.test',
  firstName: 'Nusrat',
  lastName: null,
  phone: null,
  role: 'member',
  createdAt: '2025-01-01T00:00:00.000Z',
  applicationStatus: 'approved',
  appliedAt: null,
  approvedAt: '2025-01-02T00:00:00.000Z',
  age: null,
  address: null,
  motivation: null,
  profileImageUrl: null,
  permissions: ['checkin'],
  language: 'bn',
  emailVerified: true,
};

/** What the hand-written parser and the zod schema make of a value: the same, or both refuse it. */
function agree(hand: { parse(v: unknown): unknown }, schema: { safeParse(v: unknown): { success: boolean; data?: unknown } }, value: unknown) {
  const expected = schema.safeParse(value);
  if (expected.success) expect(hand.parse(value)).toEqual(expected.data);
  else expect(() => hand.parse(value)).toThrow();
}

describe('the first load’s parsers (no zod) hold to the zod schemas of the same answers', () => {
  it('the signed-in user: every field of the schema, unknown ones dropped, the optional ones may be absent', () => {
    expect(Object.keys(currentUserAnswer.parse(USER)).sort()).toEqual(Object.keys(currentUser.shape).sort());
    agree(currentUserAnswer, currentUser, USER);
    agree(currentUserAnswer, currentUser, { ...USER, passwordHash: 'x' });
    const { permissions: _p, language: _l, ...older } = USER;
    agree(currentUserAnswer, currentUser, older);
    agree(currentUserAnswer, currentUser, { ...USER, language: null });
  });

  it('refuses what is not a user, naming the field', () => {
    for (const wrong of [
      null,
      [],
      'x',
      { ...USER, id: '3' },
      { ...USER, role: 'owner' },
      { ...USER, firstName: undefined },
      { ...USER, permissions: [1] },
      { ...USER, language: 'fr' },
    ]) {
      agree(currentUserAnswer, currentUser, wrong);
    }
    expect(() => currentUserAnswer.parse({ ...USER, role: 'owner' })).toThrow('user.role');
  });

  it('the system settings: every field of the schema, each of its kind', () => {
    expect(Object.keys(systemSettingsAnswer.parse(SYSTEM_SETTINGS_DEFAULTS)).sort()).toEqual(Object.keys(systemSettings.shape).sort());
    agree(systemSettingsAnswer, systemSettings, SYSTEM_SETTINGS_DEFAULTS);
    for (const wrong of [{ message: 'Not found' }, { ...SYSTEM_SETTINGS_DEFAULTS, maintenanceMode: 'no' }, { ...SYSTEM_SETTINGS_DEFAULTS, siteName: null }]) {
      agree(systemSettingsAnswer, systemSettings, wrong);
    }
    const { addressBn: _a, ...missing } = SYSTEM_SETTINGS_DEFAULTS;
    expect(() => systemSettingsAnswer.parse(missing)).toThrow('settings.addressBn');
  });
});
