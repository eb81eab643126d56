import { describe, expect, it } from 'vitest';
import { avatarSrc, memberProfilePath, memberUsername, PLACEHOLDER_AVATAR } from './member-display';

describe('memberUsername', () => {
  it('uses the username when there is one', () => {
    expect(memberUsername({ username: 'tanvir.hasan', name: 'Tanvir Hasan' })).toBe('tanvir.hasan');
  });

  it('falls back to the name lowercased without spaces', () => {
    expect(memberUsername({ username: null, name: 'Jannatul Ferdous' })).toBe('jannatulferdous');
    expect(memberUsername({ username: '  ', name: ' Ali  Reza Khan ' })).toBe('alirezakhan');
  });
});

describe('memberProfilePath', () => {
  it('is /member/{username}, encoded', () => {
    expect(memberProfilePath({ username: 'nusrat', name: 'Nusrat Jahan' })).toBe('/member/nusrat');
    expect(memberProfilePath({ username: null, name: 'রাকিব হাসান' })).toBe(`/member/${encodeURIComponent('রাকিবহাসান')}`);
  });
});

describe('avatarSrc', () => {
  it('uses the placeholder when the photo is missing', () => {
    expect(avatarSrc({ profileImageUrl: null })).toBe(PLACEHOLDER_AVATAR);
    expect(avatarSrc({ profileImageUrl: '' })).toBe(PLACEHOLDER_AVATAR);
    expect(avatarSrc({ profileImageUrl: '/uploads/a.jpg' })).toBe('/uploads/a.jpg');
  });
});
