/**
 * The 'notification-preferences' message catalogue (locales/en/notification-preferences/texts.ts),
 * merged into its namespace when a signed-in area's chunk (or the unsubscribe page) loads: the
 * first visit's JavaScript does not carry it (Bangla comes with every other Bangla catalogue,
 * lib/i18n-bn.ts). Imported for its effect by every file that calls t('notification-preferences:…').
 */
import { i18n } from '@/lib/i18n';
import texts from '@/locales/en/notification-preferences/texts';

i18n.addResourceBundle('en', 'notification-preferences', texts, true, false);
