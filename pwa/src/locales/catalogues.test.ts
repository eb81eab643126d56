import { describe, expect, it } from 'vitest';

/**
 * The Bangla catalogues mirror the English ones: the same files, the same keys, nothing empty,
 * the same {{placeholders}}, and Bengali digits in the Bangla texts. (The `satisfies
 * Translation<typeof en>` in each bn file catches most of this at typecheck; this test also
 * catches a missing file, an empty text and a lost placeholder.)
 */
type Catalogue = { [key: string]: string | Catalogue };
const load = (modules: Record<string, { default: Catalogue }>) =>
  Object.fromEntries(Object.entries(modules).map(([path, mod]) => [path.replace(/^\.\/(en|bn)\//, ''), mod.default]));
const en = load(import.meta.glob<{ default: Catalogue }>('./en/**/*.ts', { eager: true }));
const bn = load(import.meta.glob<{ default: Catalogue }>('./bn/**/*.ts', { eager: true }));

function leaves(c: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(c)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else for (const [kk, vv] of leaves(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}
const placeholders = (s: string) => [...s.matchAll(/{{\s*([\w.]+)\s*}}/g)].map((m) => m[1]).sort();
/** A date-fns pattern (the catalogues keep them under keys named like dateFormat / *Format). */
const isPattern = (key: string) => /format$/i.test(key.split('.').pop()!);

describe('message catalogues', () => {
  it('has a Bangla file for every English file and no Bangla file without one', () => {
    expect(Object.keys(bn).sort()).toEqual(Object.keys(en).sort());
  });

  for (const file of Object.keys(en)) {
    it(`${file}: same keys, no empty text, same placeholders, Bengali digits`, () => {
      const english = leaves(en[file]);
      const bangla = leaves(bn[file] ?? {});
      expect([...bangla.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of english) expect(text.trim(), `en ${file} ${key}`).not.toBe('');
      for (const [key, text] of bangla) {
        expect(text.trim(), `bn ${file} ${key}`).not.toBe('');
        expect(placeholders(text), `bn ${file} ${key}`).toEqual(placeholders(english.get(key) ?? ''));
        const outsidePlaceholders = text
          .replace(/{{[^}]*}}/g, '')
          .replace(/<\/?\w+>/g, '')
          .replace(/\bF\d{1,2}\b/g, ''); // F8: a key's name
        if (!isPattern(key)) expect(outsidePlaceholders, `bn ${file} ${key} has Western digits`).not.toMatch(/[0-9]/);
      }
    });
  }
});
