/**
 * The door's rules, without any I/O: what a scanned or typed code means against the roster on
 * this device and the scans already made here, and the live count.
 */
import type { RosterEntry, ScanRow } from '@/lib/db';

/** Registrations expected at the door. */
const EXPECTED = new Set(['pending', 'confirmed']);

export type Verdict =
  | { kind: 'ok'; entry: RosterEntry }
  | { kind: 'unknown' }
  | { kind: 'cancelled'; entry: RosterEntry }
  | { kind: 'waitlisted'; entry: RosterEntry }
  | { kind: 'own'; entry: RosterEntry }
  | { kind: 'already'; entry: RosterEntry; at: string };

/** The ticket code in what the camera read or the volunteer typed: a bare code, or a link carrying it. */
export function ticketCodeOf(raw: string): string {
  const text = raw.trim();
  if (!/^https?:\/\//i.test(text)) return text;
  try {
    const url = new URL(text);
    const param = url.searchParams.get('ticket') ?? url.searchParams.get('code');
    if (param) return param.trim();
    return url.pathname.split('/').filter(Boolean).pop() ?? text;
  } catch {
    return text;
  }
}

/** Scans that count as a check-in made here (a refused one does not). */
const counts = (s: Pick<ScanRow, 'state'>) => s.state !== 'refused';

/** What checking in `code` would mean: refused (unknown, cancelled, waitlisted, the volunteer's own ticket), already in, or fine. */
export function judge(roster: RosterEntry[], scans: ScanRow[], code: string): Verdict {
  const entry = roster.find((r) => r.ticketCode === code);
  if (!entry) return { kind: 'unknown' };
  if (entry.status === 'cancelled') return { kind: 'cancelled', entry };
  if (entry.status === 'waitlisted') return { kind: 'waitlisted', entry };
  // The server refuses a volunteer's own ticket; saying so at once spares a green light that turns red at sync.
  if (entry.own) return { kind: 'own', entry };
  const mine = scans.filter((s) => s.ticketCode === code && counts(s)).sort((a, b) => a.scannedAt.localeCompare(b.scannedAt))[0];
  if (mine) return { kind: 'already', entry, at: mine.scannedAt };
  if (entry.checkedInAt) return { kind: 'already', entry, at: entry.checkedInAt };
  return { kind: 'ok', entry };
}

/** 'checked in / expected': expected are the pending and confirmed registrations; checked in, those of them in by the roster or a scan here. */
export function countOf(roster: RosterEntry[], scans: ScanRow[]): { checkedIn: number; expected: number } {
  const scanned = new Set(scans.filter(counts).map((s) => s.ticketCode));
  const expected = roster.filter((r) => EXPECTED.has(r.status));
  return { expected: expected.length, checkedIn: expected.filter((r) => r.checkedInAt || scanned.has(r.ticketCode)).length };
}

/** The newest scan made here for the event (what Undo takes back), if any. */
export function lastScan(scans: ScanRow[]): ScanRow | undefined {
  return scans.filter(counts).sort((a, b) => b.scannedAt.localeCompare(a.scannedAt))[0];
}

/** Roster entries whose name (or team) contains every word typed, best first; at most `limit`. */
export function searchByName(roster: RosterEntry[], query: string, limit = 20): RosterEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  return roster
    .filter((r) => words.every((w) => `${r.name} ${r.teamName ?? ''}`.toLowerCase().includes(w)))
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, limit);
}
