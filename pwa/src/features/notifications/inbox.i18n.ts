/** The inbox page's texts (locales/en/notifications/inbox.ts), merged into the 'notifications' namespace with the page's chunk. */
import { i18n } from '@/lib/i18n';
import inbox from '@/locales/en/notifications/inbox';

i18n.addResourceBundle('en', 'notifications', inbox, true, false);
