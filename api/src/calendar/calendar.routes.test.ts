import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type Client } from '../test/test-server';
import { serverForFile, signedInForFile } from '../test/fixtures';
import { events, lineProblems, parseIcs, prop, unescapeText, type IcsComponent } from './ics.test-utils';

const srv = serverForFile();
const admin = signedInForFile(srv, 'admin');

let n = 0;
async function makeEvent(fields: Record<string, unknown> = {}): Promise<number> {
  const res = await admin.post('/api/events', {
    title: `Event ${++n}`,
    description: 'About it',
    date: '2030-01-10',
    time: '10:00 AM',
    location: 'School hall',
    category: 'workshop',
    ...fields,
  });
  expect(res.status).toBe(201);
  return res.body.event.id;
}

/** A registration of the user with the given status, as the registration flow leaves it. */
async function register(eventId: number, userId: number, status: string) {
  const now = new Date().toISOString();
  await srv.db('event_registrations').insert({
    event_id: eventId,
    user_id: userId,
    name: 'P Q',
    email: `p${++n}@example.com`,
    status,
    ticket_code: crypto.randomBytes(20).toString('base64url'),
    registered_at: now,
    updated_at: now,
  });
}

async function ics(client: Client, url: string): Promise<IcsComponent> {
  const res = await client.get(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[a-z0-9-]+\.ics"$/);
  expect(lineProblems(res.text)).toEqual([]);
  return parseIcs(res.text);
}
const only = (cal: IcsComponent) => {
  expect(events(cal)).toHaveLength(1);
  return events(cal)[0];
};
const uids = (cal: IcsComponent) =>
  events(cal)
    .map((e) => prop(e, 'UID')!.value)
    .sort();
const uid = (id: number) => `event-${id}@${new URL(srv.url).host}`;

describe('GET /api/events/:id/ics', () => {
  it('is a valid calendar: 10:00 AM in Dhaka on 2030-01-10 starts 04:00 UTC and lasts two hours', async () => {
    const id = await makeEvent({ title: 'Youth olympiad', location: 'Hall 2, Rangpur' });
    const cal = await ics(srv.client(), `/api/events/${id}/ics`);
    expect(cal.type).toBe('VCALENDAR');
    expect(prop(cal, 'VERSION')?.value).toBe('2.0');
    expect(prop(cal, 'PRODID')?.value).toBeTruthy();
    const ev = only(cal);
    expect(prop(ev, 'DTSTART')).toEqual({ name: 'DTSTART', params: {}, value: '20300110T040000Z' });
    expect(prop(ev, 'DTEND')?.value).toBe('20300110T060000Z');
    expect(prop(ev, 'UID')?.value).toBe(uid(id));
    expect(prop(ev, 'DTSTAMP')?.value).toMatch(/^\d{8}T\d{6}Z$/);
    expect(unescapeText(prop(ev, 'SUMMARY')!.value)).toBe('Youth olympiad');
    expect(unescapeText(prop(ev, 'LOCATION')!.value)).toBe('Hall 2, Rangpur');
    expect(prop(ev, 'URL')?.value).toBe(`${srv.url}/events/${id}`);
    expect(prop(ev, 'STATUS')?.value).toBe('CONFIRMED');
    // No TZID anywhere: UTC times need no VTIMEZONE.
    expect(cal.children.filter((c) => c.type === 'VTIMEZONE')).toEqual([]);
    expect(ev.props.filter((p) => p.params.TZID)).toEqual([]);
  });

  it('a time range gives DTEND; the UID stays the same from one download to the next', async () => {
    const id = await makeEvent({ time: '10:00 AM - 1:00 PM' });
    const ev = only(await ics(srv.client(), `/api/events/${id}/ics`));
    expect(prop(ev, 'DTSTART')?.value).toBe('20300110T040000Z');
    expect(prop(ev, 'DTEND')?.value).toBe('20300110T070000Z');
    expect(prop(only(await ics(srv.client(), `/api/events/${id}/ics`)), 'UID')?.value).toBe(prop(ev, 'UID')?.value);
  });

  it('a time that cannot be read gives an all-day event', async () => {
    const id = await makeEvent({ time: 'After Jumma prayer' });
    const ev = only(await ics(srv.client(), `/api/events/${id}/ics`));
    expect(prop(ev, 'DTSTART')).toEqual({ name: 'DTSTART', params: { VALUE: 'DATE' }, value: '20300110' });
    expect(prop(ev, 'DTEND')).toEqual({ name: 'DTEND', params: { VALUE: 'DATE' }, value: '20300111' });
  });

  it('long Bengali text, commas, semicolons and new lines survive folding at 75 octets and escaping', async () => {
    const title = 'যুব অলিম্পিয়াড ২০৩০: গণিত, বিজ্ঞান; এবং প্রোগ্রামিং — রংপুর বিভাগীয় পর্ব 🙂';
    const description = `${'দীর্ঘ বিবরণ, '.repeat(30)}\nLine two; with "quotes" and a backslash \\ here.`;
    const id = await makeEvent({ title, description });
    const res = await srv.client().get(`/api/events/${id}/ics`);
    expect(lineProblems(res.text)).toEqual([]);
    expect(res.text.split('\r\n').some((l) => l.startsWith(' '))).toBe(true); // folded
    const ev = only(parseIcs(res.text));
    expect(unescapeText(prop(ev, 'SUMMARY')!.value)).toBe(title);
    expect(unescapeText(prop(ev, 'DESCRIPTION')!.value)).toBe(description);
  });

  it('a cancelled event says STATUS:CANCELLED; an unknown one is a 404', async () => {
    const id = await makeEvent({ status: 'cancelled' });
    expect(prop(only(await ics(srv.client(), `/api/events/${id}/ics`)), 'STATUS')?.value).toBe('CANCELLED');
    expect((await srv.client().get('/api/events/999999/ics')).status).toBe(404);
    expect((await srv.client().get('/api/events/abc/ics')).status).toBe(400);
  });
});

describe('the personal feed', () => {
  it('needs a signed-in user to see or make it', async () => {
    const visitor = srv.client();
    expect((await visitor.get('/api/calendar-feed')).status).toBe(401);
    expect((await visitor.post('/api/calendar-feed')).status).toBe(401);
    expect((await visitor.del('/api/calendar-feed')).status).toBe(401);
  });

  it('lists exactly the user’s registered (pending or confirmed) and RSVP’d events, to a client without cookies', async () => {
    const me = await srv.signedIn('participant');
    const other = await srv.signedIn('participant');
    const [confirmed, pending, rsvped, cancelledReg, waitlisted, othersEvent, cancelledEvent, untouched] = [
      await makeEvent({ registrationRequired: true }),
      await makeEvent({ registrationRequired: true, date: '2030-02-01' }),
      await makeEvent(),
      await makeEvent({ registrationRequired: true }),
      await makeEvent({ registrationRequired: true }),
      await makeEvent({ registrationRequired: true }),
      await makeEvent({ registrationRequired: true }),
      await makeEvent(),
    ];
    await register(confirmed, me.userId, 'confirmed');
    await register(pending, me.userId, 'pending');
    await register(cancelledReg, me.userId, 'cancelled');
    await register(waitlisted, me.userId, 'waitlisted');
    await register(othersEvent, other.userId, 'confirmed');
    await register(cancelledEvent, me.userId, 'confirmed');
    await srv.db('events').where({ id: cancelledEvent }).update({ status: 'cancelled' });
    expect((await me.client.post('/api/event-rsvp', { eventId: rsvped })).status).toBe(201);
    expect((await other.client.post('/api/event-rsvp', { eventId: untouched })).status).toBe(201);

    expect((await me.client.get('/api/calendar-feed')).body).toEqual({ url: null, renewSuggested: false });
    const made = await me.client.post('/api/calendar-feed');
    expect(made.status).toBe(200);
    const url: string = made.body.url;
    expect(url).toMatch(new RegExp(`^${srv.url}/api/calendar/[A-Za-z0-9_-]{27}\\.ics$`));
    expect((await me.client.get('/api/calendar-feed')).body).toEqual({ url, renewSuggested: false });

    const cal = await ics(srv.client(), url.slice(srv.url.length));
    // A calendar app polling an unchanged feed gets the same bytes, so its ETag answers 304.
    const again = await srv.client().get(url.slice(srv.url.length));
    expect(again.headers.get('etag')).toBeTruthy();
    // One person's events: kept in no HTTP cache (an event's own file is public and may be revalidated).
    expect(again.headers.get('cache-control')).toBe('no-store');
    expect((await srv.client().get(url.slice(srv.url.length), { 'If-None-Match': again.headers.get('etag')! })).status).toBe(304);
    expect(uids(cal)).toEqual([confirmed, pending, rsvped, cancelledEvent].map(uid).sort());
    const cancelled = events(cal).find((e) => prop(e, 'UID')?.value === uid(cancelledEvent))!;
    expect(prop(cancelled, 'STATUS')?.value).toBe('CANCELLED');
  });

  it('keeps only a hash of the token; a replayed create answers without the URL and stores none', async () => {
    const me = await srv.signedIn('member');
    const key = { 'Idempotency-Key': `cal-${crypto.randomUUID()}` };
    const first = await me.client.post('/api/calendar-feed', {}, key);
    const token = /\/api\/calendar\/(.+)\.ics$/.exec(first.body.url)![1];
    const replay = await me.client.post('/api/calendar-feed', {}, key);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.url).toBeUndefined();
    expect((await me.client.get('/api/calendar-feed')).body.url).toBe(first.body.url);
    const row = await srv.db('calendar_feeds').where({ user_id: me.userId }).first();
    expect(row.token_hash).toBe(crypto.createHash('sha256').update(token).digest('hex'));
    const everything = JSON.stringify([await srv.db('calendar_feeds').select('*'), await srv.db('idempotency_keys').select('*')]);
    expect(everything).not.toContain(token);
  });

  it('a new token or a revoke ends the old URL (404); another user’s feed is not reached without its token', async () => {
    const me = await srv.signedIn('member');
    const other = await srv.signedIn('member');
    await register(await makeEvent({ registrationRequired: true }), other.userId, 'confirmed');
    const visitor = srv.client();
    const path = (url: string) => url.slice(srv.url.length);

    const oldUrl = (await me.client.post('/api/calendar-feed')).body.url;
    const newUrl = (await me.client.post('/api/calendar-feed')).body.url;
    expect(newUrl).not.toBe(oldUrl);
    expect((await visitor.get(path(oldUrl))).status).toBe(404);
    expect((await visitor.get(path(newUrl))).status).toBe(200);

    // The other user sees only their own feed; the signed-in session opens no one else's.
    const theirs = (await other.client.post('/api/calendar-feed')).body.url;
    expect(theirs).not.toBe(newUrl);
    expect(events(await ics(visitor, path(newUrl)))).toHaveLength(0);
    expect(events(await ics(visitor, path(theirs)))).toHaveLength(1);
    for (const guess of [
      `/api/calendar/${crypto.randomBytes(20).toString('base64url')}.ics`,
      `/api/calendar/${other.userId}.ics`,
      '/api/calendar/x.ics',
      '/api/calendar/.ics',
    ]) {
      expect((await me.client.get(guess)).status).toBe(404);
    }

    const revoked = await me.client.del('/api/calendar-feed');
    expect(revoked.body).toMatchObject({ url: null });
    expect((await me.client.get('/api/calendar-feed')).body).toEqual({ url: null, renewSuggested: false });
    expect((await visitor.get(path(newUrl))).status).toBe(404);
    expect((await me.client.del('/api/calendar-feed')).status).toBe(200); // revoking twice is fine
    expect((await visitor.get(path(theirs))).status).toBe(200);
  });
});
