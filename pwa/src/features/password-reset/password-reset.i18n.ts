/**
 * The password-reset pages' message catalogue (locales/en/password-reset/page.ts), merged into its
 * namespace when a page's chunk loads: the first visit's JavaScript does not carry it (Bangla comes
 * with every other Bangla catalogue, lib/i18n-bn.ts). Imported for its effect by every file that
 * calls t('password-reset:…').
 */
import { i18n } from '@/lib/i18n';
import page from '@/locales/en/password-reset/page';

i18n.addResourceBundle('en', 'password-reset', page, true, false);
