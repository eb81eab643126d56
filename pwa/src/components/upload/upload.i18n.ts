/**
 * The 'upload' catalogue (locales/en/upload/texts.ts), merged into its namespace when the upload
 * control's chunk loads: the first visit's JavaScript does not carry it (Bangla comes with every
 * other Bangla catalogue, lib/i18n-bn.ts). Imported for its effect by every file that calls t('upload:…').
 */
import { i18n } from '@/lib/i18n';
import texts from '@/locales/en/upload/texts';

i18n.addResourceBundle('en', 'upload', texts, true, false);
