import { describe, expect, it } from 'vitest';
import { fillNumbers, messageKey, messageNumbers, VALIDATION_SUMMARY_KEY, VALIDATION_SUMMARY_PREFIX } from '@shared/message-key';
import { findMessages, UNKNOWN } from '../../../scripts/message-sources';
import en from './en/server-messages/messages';
import bn from './bn/server-messages/messages';

/**
 * Messages with a part nobody can know before it happens (a status read from the database, a
 * request's path): they stay English. The catalogue has the variants we know (e.g. 'This
 * registration is already confirmed'), which are shown translated. A new one fails below.
 */
const LEFT_ENGLISH = [
  'No API endpoint at {?} {?}',
  'This registration is already {?}',
  'This registration is {?}',
  'This member was already {?}',
  'This project was already {?}',
  'This article was already {?}',
  'This image was already {?}',
];

const catalogue = en as Record<string, string>;
const found = findMessages();
const placeholders = (s: string) => [...new Set(s.match(/\{\{n\d+\}\}/g) ?? [])].sort();

describe('the server-messages catalogue (locales/<lng>/server-messages/)', () => {
  it('has, with its exact English, every message the schemas and the API can answer with', () => {
    expect(found.length).toBeGreaterThan(150);
    const missing: string[] = [];
    for (const { text, where } of found) {
      if (text.includes(UNKNOWN)) {
        if (!text.startsWith(VALIDATION_SUMMARY_PREFIX) && !LEFT_ENGLISH.includes(text))
          missing.push(`${where}: "${text}" has a part that cannot be known (keep it out of the message, or list it in LEFT_ENGLISH)`);
        continue;
      }
      const entry = catalogue[messageKey(text)];
      if (entry === undefined || fillNumbers(entry, messageNumbers(text)) !== text) {
        missing.push(`${where}: "${text}" -> add ${messageKey(text)}: '${text.replace(/\d+(?:[.,]\d+)*/g, '{{n}}')}' (numbered {{n1}}, {{n2}}...)`);
      }
    }
    expect(missing).toEqual([]);
    expect(catalogue[VALIDATION_SUMMARY_KEY]).toBeTruthy();
  });

  it('lists in LEFT_ENGLISH only messages that still exist', () => {
    const texts = new Set(found.map((m) => m.text));
    expect(LEFT_ENGLISH.filter((t) => !texts.has(t))).toEqual([]);
  });

  it('keys each English text by its own messageKey', () => {
    const wrong = Object.entries(catalogue)
      .filter(([key]) => key !== VALIDATION_SUMMARY_KEY)
      .filter(([key, text]) => messageKey(text.replace(/\{\{n\d+\}\}/g, '1')) !== key);
    expect(wrong).toEqual([]);
  });

  it('has every Bangla text filled in, with the same numbers as the English', () => {
    const bangla = bn as Record<string, string>;
    expect(Object.keys(bangla).sort()).toEqual(Object.keys(catalogue).sort());
    expect(Object.entries(bangla).filter(([, v]) => !v.trim())).toEqual([]);
    expect(Object.keys(catalogue).filter((k) => placeholders(catalogue[k]).join() !== placeholders(bangla[k]).join())).toEqual([]);
    // Written in Bangla: no value is left as its English text, and no Western digits (numbers come as {{nX}}).
    expect(Object.keys(catalogue).filter((k) => bangla[k] === catalogue[k])).toEqual([]);
    expect(Object.entries(bangla).filter(([, v]) => /[0-9]/.test(v.replace(/\{\{n\d+\}\}/g, '')))).toEqual([]);
  });
});
