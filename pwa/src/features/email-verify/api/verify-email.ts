import { accountApi } from '@shared/api/account';
import { call } from '@/lib/api-client';

/**
 * Proves the address with the link's token. Sent at once, not through the outbox: the person waits
 * on the page for the answer, and a token works once.
 */
export const verifyEmail = (token: string) => call(accountApi.verifyEmail, { body: { token } });
