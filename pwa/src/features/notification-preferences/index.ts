/** Notification preferences (issue 26): what a person is told and how, composed by the routes; the mailed unsubscribe link's page. */
export { NotificationPreferences } from './components/notification-preferences';
export { NotificationPreferencesButton } from './components/notification-preferences-button';
export { UnsubscribePage } from './components/unsubscribe-page';
