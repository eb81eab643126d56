/** The app writes every timestamp as an ISO-8601 UTC string. */
export const nowIso = (): string => new Date().toISOString();
export const isoIn = (ms: number): string => new Date(Date.now() + ms).toISOString();
/** Knex on PostgreSQL may hand back Date objects; the API always answers strings. */
export const toIso = (v: unknown): string | null => (v == null ? null : v instanceof Date ? v.toISOString() : String(v));
