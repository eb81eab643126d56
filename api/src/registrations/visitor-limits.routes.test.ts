import { describe, expect, it } from 'vitest';
import { makeEvent, registrationForm, serverForFile, signedInForFile } from '../test/fixtures';
import { VISITOR_LIMITS } from './registration-limits';

/** Visitors' registrations per device and per address and event (issue 25 §4): 5 and 3 an hour. */
const srv = serverForFile();
const admin = signedInForFile(srv, 'admin');

const register = (device: string, eventId: number, email: string, key?: string) =>
  srv.client({ 'x-client-id': device, ...(key && { 'idempotency-key': key }) }).post('/api/event-registrations/anonymous', registrationForm(eventId, email));
const rows = async (where: Record<string, unknown>) => Number((await srv.db('event_registrations').where(where).count({ n: '*' }).first())!.n);

describe('per device', () => {
  it(`takes ${VISITOR_LIMITS.perDevice} an hour, then 429 with Retry-After and what to do; other devices go on`, async () => {
    const events = await Promise.all(Array.from({ length: 6 }, () => makeEvent(admin)));
    for (const [i, eventId] of events.slice(0, 5).entries()) expect((await register('limit-phone-1', eventId, `d${i}@example.org`)).status).toBe(201);
    const sixth = await register('limit-phone-1', events[5], 'd5@example.org');
    expect([sixth.status, sixth.body.code]).toEqual([429, 'too_many_requests']);
    expect(sixth.body.message).toBe('Too many registrations from this device in the last hour. Please wait 60 minutes and try again.');
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect((await register('limit-phone-2', events[5], 'd5@example.org')).status).toBe(201);
  });

  it('a queued registration replayed with its Idempotency-Key counts once', async () => {
    const eventId = await makeEvent(admin);
    const first = await register('replay-phone', eventId, 'r0@example.org', 'replay-key-0000');
    for (let i = 0; i < 3; i++) {
      const replay = await register('replay-phone', eventId, 'r0@example.org', 'replay-key-0000');
      expect([replay.status, replay.headers.get('idempotent-replayed')]).toEqual([201, 'true']);
      expect(replay.body).toEqual(first.body);
    }
    // Replays counted, the third new one would be refused: four more fit.
    for (let i = 1; i < VISITOR_LIMITS.perDevice; i++)
      expect((await register('replay-phone', eventId, `r${i}@example.org`, `replay-key-000${i}`)).status).toBe(201);
    const over = await register('replay-phone', eventId, 'r9@example.org', 'replay-key-0009');
    expect(over.status).toBe(429);
    expect(await rows({ event_id: eventId })).toBe(VISITOR_LIMITS.perDevice);
    // The refusal was not kept as the key's answer: the same write goes through once the device may again.
    await srv
      .db('event_registrations')
      .where({ event_id: eventId })
      .update({ registered_at: new Date(Date.now() - VISITOR_LIMITS.windowMs).toISOString() });
    expect((await register('replay-phone', eventId, 'r9@example.org', 'replay-key-0009')).status).toBe(201);
  });

  it('registrations made signed in are not counted', async () => {
    const eventId = await makeEvent(admin);
    const p = await srv.signedIn('participant');
    for (let i = 0; i < VISITOR_LIMITS.perDevice + 1; i++) {
      const other = await makeEvent(admin);
      const res = await p.client.post('/api/event-registrations', registrationForm(other, p.email), { 'x-client-id': 'signed-in-phone' });
      expect(res.status).toBe(201);
    }
    expect((await register('signed-in-phone', eventId, 'fresh@example.org')).status).toBe(201);
  });
});

describe('per address and event', () => {
  it(`takes ${VISITOR_LIMITS.perAddressPerEvent} an hour from any devices, then 429; the address may still register for another event`, async () => {
    const eventId = await makeEvent(admin);
    for (let i = 0; i < VISITOR_LIMITS.perAddressPerEvent; i++) {
      const res = await register(`address-phone-${i}`, eventId, 'someone@example.org');
      expect(res.status).toBe(201);
      // Cancelled registrations count too: each one mailed the address.
      await admin.patch(`/api/event-registrations/${res.body.registrationId}`, { status: 'cancelled' });
    }
    const over = await register('address-phone-9', eventId, 'Someone@Example.org');
    expect([over.status, over.body.message]).toEqual([
      429,
      'Too many registrations with this email for this event. Please wait 60 minutes and try again, or look for the confirmation mail in its inbox.',
    ]);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await register('address-phone-9', await makeEvent(admin), 'someone@example.org')).status).toBe(201);
  });
});
