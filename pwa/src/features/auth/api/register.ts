import type { RegisterScreenInput } from '@shared/schemas/auth';
import { authApi } from '@shared/api/auth';
import { call } from '@/lib/api-client';
import { i18n, isLanguage } from '@/lib/i18n';

/** Creates an account with the Register screen's fields, and the page's language (the confirmation mail is written in it). */
export function register(input: RegisterScreenInput): Promise<unknown> {
  return call(authApi.register, { body: { ...input, ...(isLanguage(i18n.language) && { language: i18n.language }) } });
}
