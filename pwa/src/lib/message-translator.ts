import { fillNumbers, messageKey, messageNumbers, VALIDATION_SUMMARY_KEY, VALIDATION_SUMMARY_PREFIX } from '@shared/message-key';
import type { MessageTranslator } from './message-text';

/** What of i18next the lookup needs (the app's instance, lib/i18n.ts). */
export interface MessageCatalogues {
  language?: string;
  t: (key: string, options: Record<string, unknown> & { defaultValue: string }) => string;
}

const isEnglish = (lng: string | undefined) => !lng || lng === 'en' || lng.startsWith('en-') || lng === 'cimode';

/**
 * The lookup behind messageText (lib/message-text.ts), loaded with the Bangla catalogues. In
 * English a message stays byte for byte what the server or the schema said. Otherwise it is
 * `server-messages:<key>` with the message's numbers as {{n1}}, {{n2}}, ... (in the reader's digits);
 * a validation failure's summary ('Please check these fields: ...') is one sentence, the fields
 * showing the details; a message the catalogue does not know (or one already translated) stays.
 */
export function messageTranslator(i18n: MessageCatalogues): MessageTranslator {
  return (english, key) => {
    if (isEnglish(i18n.language)) return english;
    const summary = key === VALIDATION_SUMMARY_KEY || english.startsWith(VALIDATION_SUMMARY_PREFIX);
    const k = summary ? VALIDATION_SUMMARY_KEY : key || messageKey(english);
    if (!k) return english;
    const numbers = summary ? {} : messageNumbers(english);
    const text = i18n.t(`server-messages:${k}`, { ...numbers, defaultValue: english });
    return typeof text === 'string' && text ? fillNumbers(text, numbers) : english;
  };
}
