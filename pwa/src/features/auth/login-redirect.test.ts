import { describe, expect, it } from 'vitest';
import { loginPathFor, pathAfterLogin, safeNextPath } from './login-redirect';

describe('pathAfterLogin', () => {
  it('lands each role where the spec says without a return path', () => {
    expect(pathAfterLogin('admin')).toBe('/admin-dashboard');
    expect(pathAfterLogin('super_admin')).toBe('/admin-dashboard');
    expect(pathAfterLogin('member')).toBe('/member-dashboard');
    expect(pathAfterLogin('participant')).toBe('/');
    expect(pathAfterLogin(null)).toBe('/');
  });

  it('goes back to the page the user came from', () => {
    expect(pathAfterLogin('participant', '/events?tab=rsvp')).toBe('/events?tab=rsvp');
    expect(pathAfterLogin('admin', '/application-status')).toBe('/application-status');
  });
});

describe('safeNextPath', () => {
  it('keeps paths inside the app, with query and hash', () => {
    expect(safeNextPath('/events?tab=rsvp#e-4')).toBe('/events?tab=rsvp#e-4');
  });

  it('refuses other sites, odd schemes and the login pages themselves', () => {
    for (const raw of [
      null,
      '',
      'events',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/login?next=/x',
      '/register',
      '/\tx',
    ]) {
      expect(safeNextPath(raw)).toBeNull();
    }
  });
});

describe('loginPathFor', () => {
  it('builds the login link that comes back', () => {
    expect(loginPathFor('/events?tab=rsvp')).toBe('/login?next=%2Fevents%3Ftab%3Drsvp');
  });
});
