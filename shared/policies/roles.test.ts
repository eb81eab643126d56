import { describe, expect, it } from 'vitest';
import { ROLES } from '../roles';
import { homePathOf, isAdminRole, isContributorRole, listAudienceOf, mayCheckIn } from './roles';

describe('role rules', () => {
  it('admins are admin and super_admin; contributors also members', () => {
    expect(ROLES.filter(isAdminRole)).toEqual(['admin', 'super_admin']);
    expect(ROLES.filter(isContributorRole)).toEqual(['member', 'admin', 'super_admin']);
    expect(isAdminRole(undefined)).toBe(false);
    expect(isAdminRole('ADMIN')).toBe(false);
  });

  it('list audience and landing page by role', () => {
    expect(ROLES.map(listAudienceOf)).toEqual(['public', 'public', 'member', 'admin', 'admin']);
    expect(listAudienceOf(null)).toBe('public');
    expect(ROLES.map(homePathOf)).toEqual(['/', '/', '/member-dashboard', '/admin-dashboard', '/admin-dashboard']);
  });

  it('the door: admins, and anyone granted checkin', () => {
    expect(mayCheckIn({ role: 'admin' })).toBe(true);
    expect(mayCheckIn({ role: 'participant', permissions: ['checkin'] })).toBe(true);
    expect(mayCheckIn({ role: 'member', permissions: [] })).toBe(false);
    expect(mayCheckIn({ role: 'member', permissions: null })).toBe(false);
  });
});
