/**
 * Content in both languages (issue 14): an item's text field `x` may have a Bangla version `xBn`.
 * A reader in Bangla sees the Bangla text when it is written, else the English one; a reader in
 * English sees the English text, else the Bangla one (a field only written in Bangla is still
 * shown). Blank counts as not written.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type Texts<K extends string> = { [P in K]?: string | null } & { [P in `${K}Bn`]?: string | null };
/** What a field shows: a string when the English field always holds one, else string or null. */
type Shown<T, K extends keyof T> = T[K] extends string ? string : string | null;

const written = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const isBangla = (lng: string | undefined) => !!lng && lng.toLowerCase().startsWith('bn');

/** The language the shown text of `field` is in: 'bn' when its Bangla version is shown, else 'en'. */
export function localizedLanguage<K extends string>(item: Texts<K>, field: K, lng: string | undefined): 'en' | 'bn' {
  const en = written(item[field]);
  const bn = written(item[`${field}Bn` as `${K}Bn`]);
  return isBangla(lng) ? (bn !== null || en === null ? 'bn' : 'en') : en !== null || bn === null ? 'en' : 'bn';
}

/** The text of `field` for a reader in `lng` (see above); the English value as is when neither is written. */
export function localized<T extends Texts<K>, K extends string & keyof T>(item: T, field: K, lng: string | undefined): Shown<T, K> {
  const en = item[field] as string | null | undefined;
  const bn = written(item[`${field}Bn` as `${K}Bn`]);
  const shown = localizedLanguage(item, field, lng) === 'bn' ? bn : en;
  return (shown ?? en ?? null) as Shown<T, K>;
}

/** `localized` bound to the current language; components using it re-render when the language changes. */
export function useLocalized() {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  return useCallback(<T extends Texts<K>, K extends string & keyof T>(item: T, field: K) => localized(item, field, lng), [lng]);
}

/**
 * `lang` for an element showing `field`: the shown text's language when it is not the page's
 * (so screen readers switch voice), else undefined.
 */
export function useTextLang() {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  return useCallback(
    <K extends string>(item: Texts<K>, field: K) => {
      const shown = localizedLanguage(item, field, lng);
      return shown === (isBangla(lng) ? 'bn' : 'en') ? undefined : shown;
    },
    [lng],
  );
}

/** A copy of `item` whose listed text fields hold what a reader in `lng` sees. */
export function localizedItem<T extends object>(item: T, fields: readonly (keyof T & string)[], lng: string | undefined): T {
  const out = { ...item } as Record<string, unknown>;
  for (const f of fields) out[f] = localized(item as Texts<string>, f, lng);
  return out as T;
}

/** `localizedItem` bound to the current language. */
export function useLocalizedItem() {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  return useCallback(<T extends object>(item: T, fields: readonly (keyof T & string)[]) => localizedItem(item, fields, lng), [lng]);
}
