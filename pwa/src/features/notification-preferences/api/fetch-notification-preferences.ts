import { notificationPreferencesApi } from '@shared/api/notification-preferences';
import { call } from '@/lib/api-client';

/** The channel of every kind the signed-in user's role is told about. */
export const fetchNotificationPreferences = () => call(notificationPreferencesApi.preferences);
