/**
 * Message keys: the API answers in English (the spec's exact texts) and also gives each message a
 * key, which the app looks up in its 'server-messages' catalogue (locales/<lng>/server-messages/messages.ts).
 * The key is derived from the English text, so both sides compute it the same way:
 *   messageKey('Title is required')                      -> 'title_is_required'
 *   messageKey('Password must be at least 8 characters') -> 'password_must_be_at_least_n_characters'
 * A number is a variable part: it becomes `n` in the key and `{{n1}}`, `{{n2}}`, ... in the
 * catalogue's text, and `messageNumbers` gives its values, so 'Must be at most 200 characters' and
 * 'Must be at most 5000 characters' share one entry ('Must be at most {{n1}} characters').
 */
const NUMBER = /\d+(?:[.,]\d+)*/g;
/** Keys stay readable and bounded; the English texts are short sentences. */
export const MESSAGE_KEY_MAX = 80;

export function messageKey(english: string): string {
  return english
    .replace(NUMBER, ' n ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, MESSAGE_KEY_MAX)
    .replace(/_+$/, '');
}

/** The numbers in an English message, in order, as interpolation values `{ n1, n2, ... }`. */
export function messageNumbers(english: string): Record<string, number | string> {
  const values: Record<string, number | string> = {};
  (english.match(NUMBER) ?? []).forEach((n, i) => {
    values[`n${i + 1}`] = /^\d+$/.test(n) ? Number(n) : n;
  });
  return values;
}

/** The catalogue's text with its `{{nX}}` placeholders filled in: the inverse of the two above. */
export function fillNumbers(text: string, values: Record<string, number | string>): string {
  return text.replace(/\{\{(n\d+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The start of a validation failure's summary ('Please check these fields: title: ...; date: ...'). */
export const VALIDATION_SUMMARY_PREFIX = 'Please check these fields: ';
/** The key of the one translated sentence shown instead of that summary (the fields carry the details). */
export const VALIDATION_SUMMARY_KEY = 'validation_summary';
