import { registrationsApi } from '@shared/api/registrations';
import { call } from '@/lib/api-client';

/**
 * Cancels with the link's token. Sent at once, not through the outbox: the person waits on this
 * page for the answer (done, already cancelled, or a bad link), so it needs a connection.
 * Repeating it is harmless (the server answers 200 'already cancelled').
 */
export const cancelRegistration = (id: number, token: string | null) => call(registrationsApi.cancel, { params: { id }, body: token ? { token } : {} });
