/**
 * The 'tickets' message catalogue (locales/en/tickets/texts.ts), merged when a screen that shows
 * tickets or the waitlist loads: the first visit's JavaScript does not carry it. Import it for its
 * effect before anything calls t('tickets:…') (features/tickets/index.ts does).
 */
import { i18n } from '@/lib/i18n';
import texts from '@/locales/en/tickets/texts';

i18n.addResourceBundle('en', 'tickets', texts, true, false);
