/**
 * Validation and server messages in the reader's language. The schemas and the API speak English
 * (the spec's texts); the 'server-messages' catalogue (locales/<lng>/server-messages/) holds each by its key
 * (shared/message-key.ts):
 *   messageText('Title is required')   // English: unchanged; Bangla: 'শিরোনাম দিতে হবে'
 * This file is on the English first load (the api client uses it), so it is only the door: the
 * lookup itself (lib/message-translator.ts) comes with the Bangla catalogues, and lib/i18n.ts
 * hands it over with `translateMessagesWith`. Until then, and in English, a message is its own text.
 * It imports no i18next, so the service worker (through the outbox) may load it too.
 */
export type MessageTranslator = (english: string, key?: string) => string;

let translate: MessageTranslator | undefined;

/** lib/i18n.ts, once the Bangla catalogues are loaded: the lookup messageText uses from then on. */
export function translateMessagesWith(translator: MessageTranslator | undefined): void {
  translate = translator;
}

/**
 * `english` in the current language. `key` is the server's own key for it (`key`/`fieldKeys` of
 * an error body) when there is one; else the lookup derives it from the text.
 */
export function messageText(english: string, key?: string): string {
  return english && translate ? translate(english, key) : english;
}

/** Each field's message in the current language, by the server's `fieldKeys` where it gave them. */
export function fieldMessages(fields: Record<string, string>, fieldKeys?: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, english] of Object.entries(fields)) {
    const key = fieldKeys?.[name];
    out[name] = typeof english === 'string' ? messageText(english, typeof key === 'string' ? key : undefined) : english;
  }
  return out;
}
