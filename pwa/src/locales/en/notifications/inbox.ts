/** Namespace 'notifications': the inbox page, /notifications (features/notifications). */
export default {
  title: 'Notifications',
  loading: 'Loading...',
  empty: 'No notifications yet. When something needs you, it appears here.',
  neverLoaded: 'Not on this phone yet — connect once to see your notifications',
  offline: 'Offline — your notifications as last loaded on this phone. New ones arrive when you are back online.',
  failed: 'Your notifications could not be loaded.',
  retry: 'Try again',
  new: 'New',
  access: {
    unauthorizedTitle: 'Unauthorized',
    unauthorizedText: 'You are logged out. Logging in again...',
  },
};
