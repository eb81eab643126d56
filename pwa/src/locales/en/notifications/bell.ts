/** Namespace 'notifications': the bell in the header, and the Sync panel's label of marking read (features/notifications). */
export default {
  bell: 'Notifications',
  bellUnread: 'Notifications, {{count}} unread',
  writes: {
    read: 'Mark notifications read',
  },
};
