import { describe, expect, it } from 'vitest';
import { newestFirst, replyHref, unreadCount } from './inbox';

const re = (s: string) => `Re: ${s}`;

describe('inbox rules', () => {
  it('counts the unread messages', () => {
    expect(unreadCount([{ read: false }, { read: true }, { read: false }])).toBe(2);
  });

  it('lists the newest first', () => {
    const list = [
      { id: 1, createdAt: '2026-03-01T10:00:00Z' },
      { id: 2, createdAt: '2026-03-02T10:00:00Z' },
      { id: 3, createdAt: '2026-03-02T10:00:00Z' },
    ];
    expect(newestFirst(list).map((m) => m.id)).toEqual([3, 2, 1]);
  });

  it("replies by e-mail with the subject 'Re: {subject}', not doubled", () => {
    expect(replyHref({ email: 'rafi@example.org', subject: 'Tree planting & more' }, re)).toBe(
      'mailto:rafi@example.org?subject=Re%3A%20Tree%20planting%20%26%20more',
    );
    expect(replyHref({ email: 'rafi@example.org', subject: 'RE: Volunteering' }, re)).toBe('mailto:rafi@example.org?subject=RE%3A%20Volunteering');
  });
});
