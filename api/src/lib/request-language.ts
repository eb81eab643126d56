import { LANGUAGES, type Language } from '../../../shared/languages';

const isLanguage = (tag: string): tag is Language => (LANGUAGES as readonly string[]).includes(tag);

/**
 * The language a request asks for in its Accept-Language header: the first of ours by the header's
 * order of preference ('bn-BD,bn;q=0.9,en;q=0.8' -> 'bn'), else null (no header, or none of ours).
 * A mail caused by the request is written in it when the account has chosen no language.
 */
export function requestLanguage(header: string | undefined): Language | null {
  const ranked = (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), order };
    })
    .filter((t) => t.q > 0 && isLanguage(t.base))
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return (ranked[0]?.base as Language | undefined) ?? null;
}
