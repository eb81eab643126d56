/**
 * The page's message catalogue (locales/<lng>/check-in/page.ts), merged into the 'check-in'
 * namespace when the page's chunk loads: the first visit's JavaScript carries only the menu link.
 * Import it for its effect before anything calls t('check-in:…').
 */
import { i18n } from '@/lib/i18n';
import page from '@/locales/en/check-in/page';

i18n.addResourceBundle('en', 'check-in', page, true, false);
