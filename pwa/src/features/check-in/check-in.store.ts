/**
 * The door on this device: rosters downloaded per event (Dexie `rosters`, shown only to who
 * downloaded them) and the scans made here (Dexie `scans`). A check-in is stored at once, then
 * queued through the outbox (POST /api/checkins with its nonce); the server's answer, now or after
 * a replay, is written back onto the scan.
 */
import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { ApiError, serverMessage } from '@/lib/api-client';
import { getClientId } from '@/lib/client-id';
import { db, type OutboxItem, type RosterEntry, type RosterRow, type ScanRow } from '@/lib/db';
import { discard, submitWrite } from '@/lib/outbox';
import { metaOf } from '@/lib/writes';
import { isCheckinAnswer, type CheckinAnswer, type CheckinBody } from './api/checkins';
import { fetchRoster } from './api/fetch-roster';

/** Downloads the event's roster onto the device (replacing the older copy). */
export async function downloadRoster(eventId: number, userId: number): Promise<RosterRow> {
  const answer = await fetchRoster(eventId);
  const row: RosterRow = { ...answer, eventId, userId };
  await db.rosters.put(row);
  return row;
}

/** The roster of the event on this device (null: none for this user; undefined while read). */
export function useRoster(eventId: number | null, userId: number): RosterRow | null | undefined {
  return useLiveQuery(async () => {
    if (eventId == null) return null;
    const row = await db.rosters.get(eventId);
    return row && row.userId === userId ? row : null;
  }, [eventId, userId]);
}

/** The scans made on this device for the event, newest first. */
export function useScans(eventId: number | null): ScanRow[] | undefined {
  return useLiveQuery(async () => {
    if (eventId == null) return [];
    const rows = await db.scans.where('eventId').equals(eventId).toArray();
    return rows.sort((a, b) => b.scannedAt.localeCompare(a.scannedAt));
  }, [eventId]);
}

export const scansOf = (eventId: number) => db.scans.where('eventId').equals(eventId).toArray();

/** Writes the server's answer (or refusal) onto the scan, if it is still on the device. */
export async function recordAnswer(nonce: string, answer: CheckinAnswer | { refused: string }): Promise<void> {
  const scan = await db.scans.get(nonce);
  if (!scan) return;
  if ('refused' in answer) return void (await db.scans.update(nonce, { state: 'refused', message: answer.refused }));
  const state = answer.result === 'duplicate' ? 'duplicate' : 'checked_in';
  await db.scans.update(nonce, { state, winner: { checkedInAt: answer.checkedInAt, deviceId: answer.deviceId } });
}

/**
 * Checks the person in on this device: the scan is stored before anything goes to the network,
 * then queued. Resolves once stored, with `sent` settling when the outbox has answered or queued it.
 */
export async function checkIn(eventId: number, entry: RosterEntry, userId: number, refusedText: string): Promise<{ scan: ScanRow; sent: Promise<void> }> {
  const scan: ScanRow = {
    nonce: crypto.randomUUID(),
    eventId,
    ticketCode: entry.ticketCode,
    registrationId: entry.registrationId,
    name: entry.name,
    scannedAt: new Date().toISOString(),
    deviceId: getClientId(),
    state: 'queued',
    userId,
  };
  await db.scans.add(scan);
  const body: CheckinBody = { eventId, ticketCode: scan.ticketCode, nonce: scan.nonce, deviceId: scan.deviceId, scannedAt: scan.scannedAt };
  const sent = submitWrite('checkin.create', { ...body, name: entry.name }).then(
    async (result) => {
      if (result.state === 'sent' && isCheckinAnswer(result.response)) await recordAnswer(scan.nonce, result.response);
    },
    async (err: unknown) => {
      if (err instanceof ApiError) await recordAnswer(scan.nonce, { refused: serverMessage(err, refusedText) });
    },
  );
  return { scan, sent };
}

/** A queued check-in keeps its nonce and event in its metadata (lib/writes.ts; a sent write's body is cleared). */
const checkinMeta = (item: OutboxItem) => metaOf(item, 'checkin.create');
const checkinOf = (item: OutboxItem, nonce: string) => checkinMeta(item)?.nonce === nonce;

/**
 * Takes back a scan made here: gone from the device at once; its POST is dropped from the outbox
 * if it has not left yet, else the server is told (DELETE /api/checkins/:nonce, queued).
 */
export async function undoScan(scan: ScanRow): Promise<'discarded' | 'queued-delete'> {
  await db.scans.delete(scan.nonce);
  const item = await db.outbox.filter((i) => checkinOf(i, scan.nonce)).first();
  if (item && (item.status === 'pending' || item.status === 'failed')) {
    await discard(item.id);
    // Still there: it left for the server in the meantime.
    if (!(await db.outbox.get(item.id))) return 'discarded';
  }
  if (item?.status === 'failed') return 'discarded';
  void submitWrite('checkin.undo', { nonce: scan.nonce, name: scan.name }).catch(() => undefined);
  return 'queued-delete';
}

/**
 * Answers that arrived through a replay (the page was offline when the scan was made): copied from
 * the outbox onto the scans of the event, while the page is open.
 */
export function useOutboxAnswers(eventId: number | null, refusedText: string): void {
  const settled = useLiveQuery(
    () => db.outbox.filter((i) => (i.status === 'done' || i.status === 'failed') && eventId != null && checkinMeta(i)?.eventId === eventId).toArray(),
    [eventId],
  );
  useEffect(() => {
    if (!settled?.length) return;
    void (async () => {
      for (const item of settled) {
        const nonce = checkinMeta(item)!.nonce;
        const scan = await db.scans.get(nonce);
        if (!scan || scan.state !== 'queued') continue;
        if (item.status === 'done' && isCheckinAnswer(item.response)) await recordAnswer(nonce, item.response);
        else if (item.status === 'failed') await recordAnswer(nonce, { refused: item.lastError ?? refusedText });
      }
    })();
  }, [settled, refusedText]);
}
