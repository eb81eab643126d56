/**
 * The bell's texts and the Sync panel's label of marking read (locales/en/notifications/bell.ts),
 * merged into the 'notifications' namespace when the bell loads (after the first paint, with the
 * header's slots): the first visit's JavaScript does not carry them. Bangla comes with every other
 * Bangla catalogue (lib/i18n-bn.ts).
 */
import { i18n } from '@/lib/i18n';
import bell from '@/locales/en/notifications/bell';

i18n.addResourceBundle('en', 'notifications', bell, true, false);
