import type { CheckinInput, CheckinResult } from '@shared/schemas/checkins';

/** The body of a check-in, queued through the outbox as 'checkin.create' (lib/writes.ts; a resend of the same nonce creates nothing new). */
export type CheckinBody = CheckinInput;

/** What the device needs of the server's answer: the WINNING scan of the ticket (earliest scannedAt, any device). */
export type CheckinAnswer = Pick<CheckinResult, 'result' | 'checkedInAt' | 'deviceId'>;

export const isCheckinAnswer = (v: unknown): v is CheckinAnswer =>
  !!v && typeof v === 'object' && ((v as CheckinAnswer).result === 'checked_in' || (v as CheckinAnswer).result === 'duplicate');
