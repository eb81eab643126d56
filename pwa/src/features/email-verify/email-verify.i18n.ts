/**
 * The 'email-verify' message catalogue (locales/en/email-verify/page.ts), merged into its namespace
 * when the page's or a dashboard's chunk loads: the first visit's JavaScript does not carry it
 * (Bangla comes with every other Bangla catalogue, lib/i18n-bn.ts). Imported for its effect by
 * every file that calls t('email-verify:…').
 */
import { i18n } from '@/lib/i18n';
import page from '@/locales/en/email-verify/page';

i18n.addResourceBundle('en', 'email-verify', page, true, false);
