/** JSON kept in TEXT columns (portable across SQLite and PostgreSQL). */
export function readJson<T>(text: unknown, fallback: T): T {
  if (text == null) return fallback;
  if (typeof text !== 'string') return text as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
export const writeJson = (value: unknown): string => JSON.stringify(value ?? null);
/** SQLite answers 0/1 for booleans. */
export const bool = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'true';
