import { notificationPreferencesApi } from '@shared/api/notification-preferences';
import { call } from '@/lib/api-client';

/** POST /api/notifications/unsubscribe?token=: the mailed link's token stops that kind's e-mails (no session needed). Refusals reject with the ApiError. */
export const unsubscribeByLink = (token: string) => call(notificationPreferencesApi.unsubscribe, { query: { token } });
