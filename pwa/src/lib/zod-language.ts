/**
 * zod's own messages, for a rule its schema gives none (issue 29 §9), in the reader's language:
 * zod's Bengali texts while the app is in Bangla, its English ones otherwise. Loaded after the
 * Bangla catalogues, once a first visit's first seconds are over (lib/i18n.ts zodFollowsLater),
 * so an English reader's first load never carries it. A message a schema gives goes through the
 * catalogue as before (lib/message-translator.ts).
 */
import bn from 'zod/v4/locales/bn.js';
import { z } from '@shared/zod';

/** zod's English, as zod set it up (not imported again: it would split zod's chunk). */
const english = { localeError: z.config().localeError };
const bangla = bn();

interface LanguageEvents {
  language?: string;
  on(event: 'languageChanged', listener: (lng: string) => void): unknown;
}

let following = false;

export function zodFollowsLanguage(i18n: LanguageEvents): void {
  const apply = (lng: string | undefined) => z.config((lng ?? '').startsWith('bn') ? bangla : english);
  apply(i18n.language);
  if (following) return;
  following = true;
  i18n.on('languageChanged', apply);
}
