import { describe, expect, it } from 'vitest';
import { adminUser } from './__tests__/fixtures';
import { canMakeMember, canRemove, changedFields, filterUsers, userName } from './user-rules';

describe('user rules', () => {
  it('names a user by first and last name, else by e-mail', () => {
    expect(userName({ firstName: 'Rina', lastName: 'Das', email: 'r@x.test' })).toBe('Rina Das');
    expect(userName({ firstName: 'Rina', lastName: null, email: 'r@x.test' })).toBe('Rina');
    expect(userName({ firstName: '', lastName: null, email: 'r@x.test' })).toBe('r@x.test');
  });

  it('never offers to remove a super admin; offers Make member only to approved applicants', () => {
    expect(canRemove({ role: 'super_admin' })).toBe(false);
    for (const role of ['admin', 'member', 'participant', 'applicant'] as const) expect(canRemove({ role })).toBe(true);
    expect(canMakeMember({ role: 'applicant', applicationStatus: 'approved' })).toBe(true);
    expect(canMakeMember({ role: 'applicant', applicationStatus: 'pending' })).toBe(false);
    expect(canMakeMember({ role: 'applicant', applicationStatus: 'rejected' })).toBe(false);
    expect(canMakeMember({ role: 'participant', applicationStatus: 'approved' })).toBe(false);
  });

  it('searches name, e-mail and role (id or label) by every word, filters by role, newest first', () => {
    const users = [
      adminUser({ id: 1, firstName: 'Rina', lastName: 'Das', role: 'admin' }),
      adminUser({ id: 2, email: 'karim@club.test', role: 'member' }),
      adminUser({ id: 3, firstName: 'Rahim', role: 'super_admin' }),
      adminUser({ id: 4, firstName: 'Rina', lastName: 'Khan', role: 'applicant' }),
    ];
    const label = (r: string) => ({ super_admin: 'Super Admin', admin: 'Admin' })[r] ?? r;
    const ids = (text: string, role: Parameters<typeof filterUsers>[1]['role'] = 'all') => filterUsers(users, { text, role }, label).map((u) => u.id);
    expect(ids('')).toEqual([4, 3, 2, 1]);
    expect(ids('rina')).toEqual([4, 1]);
    expect(ids('RINA das')).toEqual([1]);
    expect(ids('KARIM@')).toEqual([2]);
    expect(ids('super admin')).toEqual([3]);
    expect(ids('applicant')).toEqual([4]);
    expect(ids('', 'admin')).toEqual([1]);
    expect(ids('rina', 'applicant')).toEqual([4]);
    expect(ids('nobody')).toEqual([]);
  });

  it('sends only what an edit changed, blank names as none', () => {
    const user = adminUser({ id: 7, firstName: 'Rina', lastName: null, role: 'member', profileImageUrl: null });
    const same = { firstName: 'Rina', lastName: '', email: user.email, role: 'member' as const, isActive: true, profileImageUrl: null };
    expect(changedFields(user, same)).toEqual({});
    expect(changedFields(user, { ...same, firstName: '  ', lastName: 'Das' })).toEqual({ firstName: null, lastName: 'Das' });
    expect(changedFields(user, { ...same, role: 'admin', isActive: false })).toEqual({ role: 'admin', isActive: false });
    expect(changedFields(user, { ...same, email: 'new@club.test', profileImageUrl: '/uploads/a.jpg' })).toEqual({
      email: 'new@club.test',
      profileImageUrl: '/uploads/a.jpg',
    });
    expect(changedFields({ ...user, profileImageUrl: '/uploads/a.jpg' }, { ...same, profileImageUrl: null })).toEqual({ profileImageUrl: null });
    expect(changedFields(user, { ...same, canCheckIn: false })).toEqual({});
    expect(changedFields({ ...user, permissions: ['x'] }, { ...same, canCheckIn: true })).toEqual({ permissions: ['x', 'checkin'] });
    expect(changedFields({ ...user, permissions: ['checkin', 'x'] }, { ...same, canCheckIn: false })).toEqual({ permissions: ['x'] });
  });
});
