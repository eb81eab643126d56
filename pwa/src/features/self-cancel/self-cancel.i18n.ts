/**
 * The 'self-cancel' page's message catalogue (locales/en/self-cancel/page.ts), merged into its namespace when the
 * page's chunk loads: the first visit's JavaScript does not carry it (Bangla comes with every other
 * Bangla catalogue, lib/i18n-bn.ts). Imported for its effect by every file that calls t('self-cancel:…').
 */
import { i18n } from '@/lib/i18n';
import page from '@/locales/en/self-cancel/page';
import './self-cancel.i18n';

i18n.addResourceBundle('en', 'self-cancel', page, true, false);
