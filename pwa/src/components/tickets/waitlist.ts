import { ApiError } from '@/lib/api-client';

/** The server said the event is full and has a waitlist: 409 `{ code: 'event_full', waitlist: true }`. */
export function isWaitlistOffer(err: unknown): boolean {
  return err instanceof ApiError && err.status === 409 && !!err.body && typeof err.body === 'object' && (err.body as { waitlist?: unknown }).waitlist === true;
}

/** A registration answer, signed in `{ message, registration, ticketCode }`, anonymous `{ message, registrationId, ticketCode, cancelUrl }`, waitlisted `{ status: 'waitlisted', position, ... }`. */
export interface RegistrationAnswer {
  message?: string;
  registrationId?: number;
  registration?: { id: number; status?: string; name?: string; participantName?: string | null };
  ticketCode?: string;
  cancelUrl?: string;
  status?: string;
  position?: number;
}

export function asRegistrationAnswer(response: unknown): RegistrationAnswer {
  return response && typeof response === 'object' ? (response as RegistrationAnswer) : {};
}

/** The waitlist position of an answer, or null when it was not put on the waitlist. */
export const waitlistPositionOf = (response: unknown): number | null => {
  const a = asRegistrationAnswer(response);
  return a.status === 'waitlisted' && typeof a.position === 'number' ? a.position : null;
};
