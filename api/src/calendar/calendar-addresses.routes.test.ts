import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type Client } from '../test/test-server';
import { makeEvent } from '../test/fixtures';
import { rawGet } from '../test/raw-http';
import { events, parseIcs, prop } from './ics.test-utils';

let srv: TestServer;
let published: TestServer;
const eventOf = new Map<TestServer, number>();
beforeAll(async () => {
  srv = await startTestServer();
  published = await startTestServer({ PUBLIC_URL: 'https://club.example.org' });
  for (const server of [srv, published]) {
    const admin = (await server.signedIn('admin')).client;
    eventOf.set(server, await makeEvent(admin, { title: 'Linked event', registrationRequired: false }));
  }
});
afterAll(async () => {
  await srv.close();
  await published.close();
});

/** A GET with a Host header of our choosing, malformed ones included. */
const get = (server: TestServer, path: string, host: string) => rawGet(`${server.url}${path}`, { host });

const HOSTS = ['[::1', 'a b', 'evil.example', 'evil.example:8443', ''];

describe('calendar links are made from our own address, never the Host header', () => {
  it('one event: a calendar with our links for any Host, malformed ones included (not a 500)', async () => {
    const id = eventOf.get(srv)!;
    for (const host of HOSTS) {
      const res = await get(srv, `/api/events/${id}/ics`, host);
      expect(res.status, JSON.stringify(host)).toBe(200);
      const [ev] = events(parseIcs(res.body));
      expect(prop(ev, 'URL')?.value).toBe(`${srv.url}/events/${id}`);
      expect(prop(ev, 'UID')?.value).toBe(`event-${id}@${new URL(srv.url).host}`);
      expect(res.body).not.toContain('evil');
    }
  });

  it('with PUBLIC_URL: its address in the event file and the feed address', async () => {
    const id = eventOf.get(published)!;
    const res = await get(published, `/api/events/${id}/ics`, 'evil.example');
    const [ev] = events(parseIcs(res.body));
    expect(prop(ev, 'URL')?.value).toBe(`https://club.example.org/events/${id}`);
    expect(prop(ev, 'UID')?.value).toBe(`event-${id}@club.example.org`);
    const me = await published.signedIn('member');
    const made = await me.client.post('/api/calendar-feed', {}, { Origin: published.url });
    expect(made.body.url).toMatch(/^https:\/\/club\.example\.org\/api\/calendar\/[A-Za-z0-9_-]{27}\.ics$/);
  });

  it('the feed address shown in Settings and the feed itself ignore the Host header', async () => {
    const me = await srv.signedIn('member');
    const made = await me.client.post('/api/calendar-feed');
    expect(made.body.url.startsWith(`${srv.url}/api/calendar/`)).toBe(true);
    const shown = await signedInGet(me.client, '/api/calendar-feed', 'evil.example');
    expect(shown.body).not.toContain('evil');
    expect(JSON.parse(shown.body).url).toBe(made.body.url);
    const feed = await get(srv, made.body.url.slice(srv.url.length), 'a b');
    expect(feed.status).toBe(200);
  });
});

/** The signed-in client's cookie, sent by hand with a Host of our choosing. */
function signedInGet(client: Client, path: string, host: string) {
  const cookie = ['club.sid', 'club.sid.sig'].map((name) => `${name}=${client.cookie(name)}`).join('; ');
  return rawGet(`${srv.url}${path}`, { host, cookie });
}
