import { accountApi } from '@shared/api/account';
import { call } from '@/lib/api-client';

/** 'Send again': a new confirmation link to the signed-in account's address (rate-limited by the server). */
export const resendVerification = () => call(accountApi.resendVerification);
