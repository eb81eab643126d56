/**
 * The 'push' message catalogue (locales/en/push/texts.ts), merged into its namespace when a
 * signed-in area's chunk loads: the first visit's JavaScript does not carry it (Bangla comes with
 * every other Bangla catalogue, lib/i18n-bn.ts). Imported for its effect by every file that calls t('push:…').
 */
import { i18n } from '@/lib/i18n';
import texts from '@/locales/en/push/texts';

i18n.addResourceBundle('en', 'push', texts, true, false);
