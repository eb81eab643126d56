/**
 * The article page's own texts (locales/en/news/article.ts), merged into the 'news' namespace when
 * its chunk loads: the first visit's JavaScript does not carry them (Bangla comes with every other
 * Bangla catalogue, lib/i18n-bn.ts). Imported for its effect by the files that use them.
 */
import { i18n } from '@/lib/i18n';
import article from '@/locales/en/news/article';

i18n.addResourceBundle('en', 'news', article, true, false);
