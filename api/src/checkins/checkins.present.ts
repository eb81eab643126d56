import type { CheckinConflicts, Roster } from '../../../shared/schemas/checkins';
import type { RegistrationStatus } from '../../../shared/schemas/registrations';
import type { EventRow } from '../events/events.repo';
import { nowIso, toIso } from '../lib/time';
import { displayName } from '../users/users.present';
import type { checkinsRepo, DoorRegistrationRow } from './checkins.repo';

/** The door's list: name, team, ticket, status and check-in; never e-mail, phone or answers. */
export const presentRoster = ({ event, rows }: { event: EventRow; rows: Array<DoorRegistrationRow & { checked_in_at: string | null }> }): Roster => ({
  event: { id: event.id, title: event.title, date: event.date, time: event.time ?? null, location: event.location ?? null },
  roster: rows.map((r) => ({
    registrationId: r.id,
    name: r.name,
    teamName: r.team_name ?? null,
    ticketCode: r.ticket_code,
    status: r.status as RegistrationStatus,
    checkedInAt: toIso(r.checked_in_at),
  })),
  downloadedAt: nowIso(),
});

/** Scans grouped per ticket, earliest first (the first is the check-in). */
export function presentConflicts(rows: Awaited<ReturnType<typeof checkinsRepo.conflictScans>>): CheckinConflicts {
  const byRegistration = new Map<number, CheckinConflicts['conflicts'][number]>();
  for (const r of rows) {
    const id = Number(r.registration_id);
    let c = byRegistration.get(id);
    if (!c) byRegistration.set(id, (c = { registrationId: id, ticketCode: r.ticket_code, name: r.name, checkedInAt: r.scanned_at, scans: [] }));
    const volunteerName = r.volunteer_id == null || r.email == null ? null : displayName({ first_name: r.first_name, last_name: r.last_name, email: r.email });
    c.scans.push({ deviceId: r.device_id, volunteerId: r.volunteer_id == null ? null : Number(r.volunteer_id), volunteerName, scannedAt: r.scanned_at });
  }
  return { conflicts: [...byRegistration.values()] };
}
