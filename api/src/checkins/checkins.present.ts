import type { CheckinConflicts, Roster } from '../../../shared/schemas/checkins';
import type { RegistrationStatus } from '../../../shared/schemas/registrations';
import type { EventRow } from '../events/events.repo';
import { nowIso, toIso } from '../lib/time';
import type { checkinsRepo, DoorRegistrationRow } from './checkins.repo';

/** The door's list: name, team, ticket, status and check-in; never e-mail, phone or answers. */
export const presentRoster = (
  { event, rows }: { event: EventRow; rows: Array<DoorRegistrationRow & { checked_in_at: string | null }> },
  viewerId: number,
): Roster => ({
  event: { id: event.id, title: event.title, date: event.date, time: event.time ?? null, location: event.location ?? null },
  roster: rows.map((r) => ({
    registrationId: r.id,
    name: r.name,
    teamName: r.team_name ?? null,
    ticketCode: r.ticket_code,
    status: r.status as RegistrationStatus,
    checkedInAt: toIso(r.checked_in_at),
    own: r.user_id != null && Number(r.user_id) === viewerId,
  })),
  downloadedAt: nowIso(),
});

/**
 * Who scanned, as the conflicts list names them: their name, else null (the app then says 'Volunteer #id' in the reader's language; never their
 * sign-in e-mail); null when the account is gone.
 */
const volunteerName = (r: { volunteer_id: number | null; first_name: string | null; last_name: string | null }): string | null =>
  r.volunteer_id == null
    ? null
    : [r.first_name, r.last_name]
        .map((s) => s?.trim())
        .filter(Boolean)
        .join(' ') || null;

/** Scans grouped per ticket, earliest first (the first is the check-in). */
export function presentConflicts(rows: Awaited<ReturnType<typeof checkinsRepo.conflictScans>>): CheckinConflicts {
  const byRegistration = new Map<number, CheckinConflicts['conflicts'][number]>();
  for (const r of rows) {
    const id = Number(r.registration_id);
    let c = byRegistration.get(id);
    if (!c) byRegistration.set(id, (c = { registrationId: id, ticketCode: r.ticket_code, name: r.name, checkedInAt: r.scanned_at, scans: [] }));
    c.scans.push({
      deviceId: r.device_id,
      volunteerId: r.volunteer_id == null ? null : Number(r.volunteer_id),
      volunteerName: volunteerName(r),
      scannedAt: r.scanned_at,
    });
  }
  return { conflicts: [...byRegistration.values()] };
}
