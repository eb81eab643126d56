import { registrationsApi } from '@shared/api/registrations';
import { call } from '@/lib/api-client';

/** POST /api/event-registrations/confirm: the mailed link's token proves the visitor's address. Refusals reject with the ApiError. */
export const confirmRegistrationEmail = (token: string) => call(registrationsApi.confirmEmail, { body: { token } });
