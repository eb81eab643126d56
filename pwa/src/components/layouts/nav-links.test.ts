import { describe, expect, it } from 'vitest';
import { isNavLinkActive, navLinksFor } from './nav-links';

const paths = (role: Parameters<typeof navLinksFor>[0]) => navLinksFor(role).map((l) => l.to);
const common = ['/', '/about', '/members', '/projects', '/events', '/gallery', '/news', '/search', '/contact'];

describe('navigation by role', () => {
  it('gives guests Login and Join Us', () => {
    expect(paths(null)).toEqual([...common, '/login', '/join']);
  });
  it('gives each signed-in role its one dashboard link', () => {
    expect(paths('admin')).toEqual([...common, '/admin-dashboard', '/check-in']);
    expect(paths('super_admin')).toEqual([...common, '/admin-dashboard', '/check-in']);
    expect(paths('member')).toEqual([...common, '/member-dashboard']);
    expect(paths('applicant')).toEqual([...common, '/application-status']);
    expect(paths('participant')).toEqual([...common, '/participant-dashboard#my-tickets']);
  });
  it('adds Check-in for users granted the checkin permission', () => {
    expect(navLinksFor('participant', ['checkin']).map((l) => l.to)).toEqual([...common, '/participant-dashboard#my-tickets', '/check-in']);
    expect(navLinksFor('member', ['checkin']).map((l) => l.to)).toEqual([...common, '/member-dashboard', '/check-in']);
    expect(navLinksFor('member', ['other']).map((l) => l.to)).toEqual([...common, '/member-dashboard']);
  });
});

describe('active link', () => {
  it('marks Home only on exactly /', () => {
    expect(isNavLinkActive('/', '/')).toBe(true);
    expect(isNavLinkActive('/', '/about')).toBe(false);
  });
  it('marks other links by prefix', () => {
    expect(isNavLinkActive('/news', '/news')).toBe(true);
    expect(isNavLinkActive('/news', '/news/12')).toBe(true);
    expect(isNavLinkActive('/members', '/member/rahim')).toBe(false);
    expect(isNavLinkActive('/about', '/')).toBe(false);
    expect(isNavLinkActive('/participant-dashboard#my-tickets', '/participant-dashboard')).toBe(true);
  });
});
