import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { replay, setOutboxUser } from '@/lib/outbox';
import { entry, rosterAnswer } from './__tests__/fixtures';
import { checkIn, downloadRoster, recordAnswer, undoScan } from './check-in.store';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const USER = 7;
const person = entry({ name: 'Rahim Uddin' });

let fetchMock: ReturnType<typeof vi.fn>;
let online: ReturnType<typeof vi.spyOn>;
const calls = () => fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${String(url)}`);

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.scans.clear(), db.rosters.clear()]);
  setOutboxUser(USER);
  fetchMock = vi.fn(async () => json(200, { result: 'checked_in', checkedInAt: '2026-11-23T10:00:00.000Z', deviceId: 'me' }));
  vi.stubGlobal('fetch', fetchMock);
  online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the roster on the device', () => {
  it('is downloaded with GET /api/events/:id/roster and kept with who downloaded it', async () => {
    fetchMock.mockResolvedValueOnce(json(200, rosterAnswer([person])));
    await downloadRoster(42, USER);
    expect(calls()).toEqual(['GET /api/events/42/roster']);
    expect(await db.rosters.get(42)).toMatchObject({ eventId: 42, userId: USER, downloadedAt: '2026-11-23T09:00:00.000Z', roster: [{ name: 'Rahim Uddin' }] });
  });
});

describe('a check-in', () => {
  it('is stored on the device before the server answers, then takes the answer', async () => {
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { scan, sent } = await checkIn(42, person, USER, 'refused');
    expect(await db.scans.get(scan.nonce)).toMatchObject({ state: 'queued', name: 'Rahim Uddin', ticketCode: person.ticketCode, eventId: 42 });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe('/api/checkins');
    const body = JSON.parse(String(init.body));
    expect(body).toEqual({ eventId: 42, ticketCode: person.ticketCode, nonce: scan.nonce, deviceId: scan.deviceId, scannedAt: scan.scannedAt });
    expect(new Date(body.scannedAt).toISOString()).toBe(body.scannedAt);
    answer(json(200, { result: 'duplicate', checkedInAt: '2026-11-23T09:59:00.000Z', deviceId: 'other-phone' }));
    await sent;
    expect(await db.scans.get(scan.nonce)).toMatchObject({ state: 'duplicate', winner: { checkedInAt: '2026-11-23T09:59:00.000Z', deviceId: 'other-phone' } });
  });

  it('offline: stored and queued, sent by the outbox replay later without asking anyone', async () => {
    online.mockReturnValue(false);
    const { scan, sent } = await checkIn(42, person, USER, 'refused');
    await sent;
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await db.scans.get(scan.nonce)).toMatchObject({ state: 'queued' });
    expect(await db.outbox.count()).toBe(1);
    online.mockReturnValue(true);
    await replay({ force: true });
    expect(calls()).toEqual(['POST /api/checkins']);
    expect((await db.outbox.toArray())[0]).toMatchObject({ status: 'done', name: 'checkin.create', meta: { nonce: scan.nonce, eventId: 42 } });
  });

  it('keeps the server refusal on the scan', async () => {
    fetchMock.mockResolvedValueOnce(json(409, { message: 'This registration was cancelled', code: 'ticket_cancelled' }));
    const { scan, sent } = await checkIn(42, person, USER, 'refused');
    await sent;
    expect(await db.scans.get(scan.nonce)).toMatchObject({ state: 'refused', message: 'This registration was cancelled' });
  });
});

describe('undo', () => {
  it('of a check-in still waiting in the outbox: deletes the scan and drops the queued POST (nothing sent)', async () => {
    online.mockReturnValue(false);
    const { scan, sent } = await checkIn(42, person, USER, 'refused');
    await sent;
    expect(await undoScan(scan)).toBe('discarded');
    expect(await db.scans.get(scan.nonce)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
    online.mockReturnValue(true);
    await replay({ force: true });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('of a check-in already sent: deletes the scan and queues DELETE /api/checkins/:nonce', async () => {
    const { scan, sent } = await checkIn(42, person, USER, 'refused');
    await sent;
    fetchMock.mockResolvedValueOnce(json(200, { undone: true, checkedInAt: null }));
    expect(await undoScan(scan)).toBe('queued-delete');
    expect(await db.scans.get(scan.nonce)).toBeUndefined();
    await vi.waitFor(() => expect(calls()).toEqual(['POST /api/checkins', `DELETE /api/checkins/${scan.nonce}`]));
  });

  it('offline after the POST went: the DELETE waits in the outbox', async () => {
    const { scan, sent } = await checkIn(42, person, USER, 'refused');
    await sent;
    online.mockReturnValue(false);
    await undoScan(scan);
    await vi.waitFor(async () => {
      const waiting = await db.outbox.where('status').equals('pending').toArray();
      expect(waiting.map((i) => `${i.method} ${i.url}`)).toEqual([`DELETE /api/checkins/${scan.nonce}`]);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('recordAnswer', () => {
  it('ignores a scan no longer on the device', async () => {
    await expect(recordAnswer('gone', { result: 'checked_in', checkedInAt: null, deviceId: null })).resolves.toBeUndefined();
  });
});
