/** Error codes the API answers with, and the body every error has. */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'session_mismatch',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'idempotency_mismatch',
  'too_many_requests',
  'unavailable',
  /** maintenanceMode is on: a write by anyone but an admin waits (503 with Retry-After). */
  'maintenance',
  /** allowRegistrations is off: sign-up and event registration are refused (403). */
  'registrations_closed',
  'insufficient_storage',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorBody {
  message: string;
  code: ErrorCode;
  /** Field name to its first message, for validation failures. */
  fields?: Record<string, string>;
}
