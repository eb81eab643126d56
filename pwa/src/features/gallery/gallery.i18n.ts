/**
 * The 'gallery' page's message catalogue (locales/en/gallery/page.ts), merged into its namespace when the
 * page's chunk loads: the first visit's JavaScript does not carry it (Bangla comes with every other
 * Bangla catalogue, lib/i18n-bn.ts). Imported for its effect by every file that calls t('gallery:…').
 */
import { i18n } from '@/lib/i18n';
import page from '@/locales/en/gallery/page';
import './gallery.i18n';

i18n.addResourceBundle('en', 'gallery', page, true, false);
