import type { Registration } from '@shared/schemas/registrations';
import { api } from '@/lib/api-client';

export interface CancelAnswer {
  message: string;
  registration: Registration;
  /** True when the registration had been cancelled before (the link was used already). */
  alreadyCancelled?: boolean;
}

/**
 * POST /api/event-registrations/:id/cancel { token }. Sent at once, not through the outbox: the
 * person waits on this page for the answer (done, already cancelled, or a bad link), so it needs
 * a connection. Repeating it is harmless (the server answers 200 'already cancelled').
 */
export const cancelRegistration = (id: number, token: string | null): Promise<CancelAnswer> =>
  api<CancelAnswer>(`/api/event-registrations/${id}/cancel`, { method: 'POST', body: token ? { token } : {} });
