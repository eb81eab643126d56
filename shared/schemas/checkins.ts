import { z } from '../zod';
import { id, isoDate } from './common';
import { registrationStatus } from './registrations';

/**
 * Check-in at the door (issue 13). Who: admins and users whose permissions include
 * CHECKIN_PERMISSION (shared/policies/roles.ts). Every scan is stored; the earliest scannedAt of a ticket that is not undone
 * (any device) is the winning scan, the person's check-in; later scans are conflicts.
 */
/** A client-made id of one scan: a resend with the same nonce creates nothing new. */
export const checkinNonce = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, 'Must be 8 to 100 letters, digits, dashes or underscores');

/** POST /api/checkins */
export const checkinInput = z.object({
  eventId: id,
  ticketCode: z.string({ error: 'Ticket code is required' }).trim().min(1, 'Ticket code is required').max(200),
  nonce: checkinNonce,
  deviceId: z.string({ error: 'Device id is required' }).trim().min(1, 'Device id is required').max(100),
  scannedAt: z.iso.datetime({ offset: true, error: 'Must be an ISO date and time' }),
});
export type CheckinInput = z.infer<typeof checkinInput>;

/**
 * The answer to POST /api/checkins, describing the WINNING scan of the ticket: result
 * 'checked_in' when the scan posted is the winner, 'duplicate' when another scan (earlier, any
 * device) is. status is the registration's ('pending' tickets are let in, and said so).
 */
export const checkinResult = z.object({
  result: z.enum(['checked_in', 'duplicate']),
  checkedInAt: isoDate.nullable(),
  deviceId: z.string().nullable(),
  registrationId: z.number(),
  name: z.string(),
  status: registrationStatus,
  /** True when the scan posted was undone since (a replay of its POST after the undo). */
  undone: z.boolean(),
});
export type CheckinResult = z.infer<typeof checkinResult>;

/** DELETE /api/checkins/:nonce: the person's check-in now (the next earliest scan), or null. */
export const checkinUndoResult = z.object({ undone: z.literal(true), checkedInAt: isoDate.nullable() });
export type CheckinUndoResult = z.infer<typeof checkinUndoResult>;

/** One registration on the door's list: never phone, e-mail or answers. */
export const rosterEntry = z.object({
  registrationId: z.number(),
  name: z.string(),
  teamName: z.string().nullable(),
  ticketCode: z.string(),
  status: registrationStatus,
  checkedInAt: isoDate.nullable(),
  /** Made from the account that downloaded the roster: its volunteer may not check it in (another must). Absent in rosters kept from before. */
  own: z.boolean().optional(),
});
export type RosterEntry = z.infer<typeof rosterEntry>;

/** GET /api/events/:id/roster: every registration of the event (cancelled and waitlisted too). */
export const roster = z.object({
  event: z.object({ id: z.number(), title: z.string(), date: z.string(), time: z.string().nullable(), location: z.string().nullable() }),
  roster: z.array(rosterEntry),
  downloadedAt: isoDate,
});
export type Roster = z.infer<typeof roster>;

export const conflictScan = z.object({
  deviceId: z.string(),
  volunteerId: z.number().nullable(),
  volunteerName: z.string().nullable(),
  scannedAt: isoDate,
});

/** GET /api/events/:id/checkin-conflicts: tickets scanned more than once (not undone), scans earliest first. */
export const checkinConflicts = z.object({
  conflicts: z.array(
    z.object({
      registrationId: z.number(),
      ticketCode: z.string(),
      name: z.string(),
      checkedInAt: isoDate,
      scans: z.array(conflictScan),
    }),
  ),
});
export type CheckinConflicts = z.infer<typeof checkinConflicts>;
