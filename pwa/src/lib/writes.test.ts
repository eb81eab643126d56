import { describe, expect, it } from 'vitest';
import { affects, describeWrite, metaOf, nameOf, recogniseWrite, WRITES, type WriteName } from './writes';

/** One input per name, and the row the outbox sends for it (the server sees exactly what it saw before names). */
const EXAMPLES: { [N in WriteName]: [Parameters<typeof describeWrite<N>>[1], { method: string; url: string; body?: unknown }] } = {
  'rsvp.create': [
    { eventId: 3, userId: 7, eventTitle: 'Fair' },
    { method: 'POST', url: '/api/event-rsvp', body: { eventId: 3, userId: 7 } },
  ],
  'rsvp.cancel': [
    { eventId: 3, eventTitle: 'Fair' },
    { method: 'DELETE', url: '/api/event-rsvp/3' },
  ],
  'registration.create': [
    { input: { eventId: 5, name: 'Rina', email: 'r@x.org' } as never, signedIn: false, eventTitle: 'Fair' },
    { method: 'POST', url: '/api/event-registrations/anonymous', body: { eventId: 5, name: 'Rina', email: 'r@x.org' } },
  ],
  'registration.cancel': [
    { registrationId: 41, eventTitle: 'Fair', token: 't' },
    { method: 'POST', url: '/api/event-registrations/41/cancel', body: { token: 't' } },
  ],
  'checkin.create': [
    { eventId: 9, ticketCode: 'T1', nonce: 'n/1', deviceId: 'd', scannedAt: 's', name: 'Rina' },
    { method: 'POST', url: '/api/checkins', body: { eventId: 9, ticketCode: 'T1', nonce: 'n/1', deviceId: 'd', scannedAt: 's' } },
  ],
  'checkin.undo': [
    { nonce: 'n/1', name: 'Rina' },
    { method: 'DELETE', url: '/api/checkins/n%2F1' },
  ],
  'contact.send': [
    { name: 'A', email: 'a@b.c', subject: 'Hi', message: 'Hello there' } as never,
    { method: 'POST', url: '/api/contact', body: { name: 'A', email: 'a@b.c', subject: 'Hi', message: 'Hello there' } },
  ],
  'join.apply': [{ email: 'a@b.c', password: 'pw' } as never, { method: 'POST', url: '/api/auth/register', body: { email: 'a@b.c', password: 'pw' } }],
  'profile.update': [
    { userId: 7, profile: { bio: 'Hi' } as never },
    { method: 'PUT', url: '/api/member-profile/user/7', body: { bio: 'Hi' } },
  ],
  'submission.project': [
    { title: 'P', description: 'D' },
    { method: 'POST', url: '/api/projects', body: { title: 'P', description: 'D' } },
  ],
  'submission.news': [
    { title: 'N', excerpt: '', content: 'C', author: 'A' },
    { method: 'POST', url: '/api/news', body: { title: 'N', excerpt: null, content: 'C', author: 'A' } },
  ],
  'submission.gallery': [
    { title: '', description: '', shownTitle: 'Untitled' },
    { method: 'POST', url: '/api/gallery', body: { title: '', description: null, titleBn: null, descriptionBn: null, category: 'general' } },
  ],
  'calendarFeed.create': [undefined, { method: 'POST', url: '/api/calendar-feed', body: {} }],
  'calendarFeed.revoke': [undefined, { method: 'DELETE', url: '/api/calendar-feed' }],
  'notifications.read': [{ ids: [4, 5] }, { method: 'POST', url: '/api/notifications/read', body: { ids: [4, 5] } }],
  'notifications.preferences': [{ 'event.reminder': 'off' }, { method: 'PUT', url: '/api/notifications/preferences', body: { 'event.reminder': 'off' } }],
  'language.set': [{ language: 'bn' }, { method: 'PUT', url: '/api/auth/language', body: { language: 'bn' } }],
};

describe('the named writes', () => {
  it.each(Object.keys(WRITES) as WriteName[])('%s: sends its method, URL and body, and is recognised by them when stored without a name', (name) => {
    const [input, sent] = EXAMPLES[name];
    const row = describeWrite(name, input as never);
    expect({ method: row.method, url: row.url, ...('body' in row && { body: row.body }) }).toEqual(sent);
    expect(row.label).toBe(WRITES[name].label);
    expect(recogniseWrite(row)?.name).toBe(name);
    expect(nameOf(row)).toBe(name);
  });

  it('keeps the typed metadata beside the write, not in the label values', () => {
    const row = describeWrite('checkin.create', EXAMPLES['checkin.create'][0]);
    expect(row.labelValues).toEqual({ name: 'Rina' });
    expect(metaOf(row, 'checkin.create')).toEqual({ nonce: 'n/1', eventId: 9 });
    expect(metaOf(row, 'checkin.undo')).toBeUndefined();
    expect(metaOf(describeWrite('checkin.undo', { nonce: 'n/1', name: 'R' }), 'checkin.undo')).toEqual({ nonce: 'n/1' });
  });

  it('says which lists a write changes', () => {
    expect(affects(describeWrite('profile.update', EXAMPLES['profile.update'][0]), 'analytics')).toBe(true);
    expect(affects(describeWrite('registration.cancel', EXAMPLES['registration.cancel'][0]), 'my-events')).toBe(true);
    expect(affects(describeWrite('contact.send', EXAMPLES['contact.send'][0]), 'my-events')).toBe(false);
    expect(affects({ method: 'POST', url: '/api/unknown' }, 'events')).toBe(false);
  });
});
