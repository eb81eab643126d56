/**
 * The 'registration-links' message catalogue (locales/en/registration-links/pages.ts): the pages a
 * visitor's registration mail links to, merged into its namespace when their chunk loads (the
 * first visit's JavaScript does not carry it; Bangla comes with every other Bangla catalogue,
 * lib/i18n-bn.ts). Imported for its effect by every file that calls t('registration-links:…').
 */
import { i18n } from '@/lib/i18n';
import pages from '@/locales/en/registration-links/pages';

i18n.addResourceBundle('en', 'registration-links', pages, true, false);
