import { toIso } from './time';

type BnColumns<F extends string> = { [K in F as `${K}_bn`]?: string | null };
type BnTexts<F extends string> = { [K in F as `${K}Bn`]: string | null };

/** A row's Bangla texts of `fields` (`title_bn` answers as `titleBn`), in that order; null where none was written. */
export function bnTexts<F extends string>(row: BnColumns<F>, ...fields: F[]): BnTexts<F> {
  const columns = row as Record<string, string | null | undefined>;
  return Object.fromEntries(fields.map((f) => [`${f}Bn`, columns[`${f}_bn`] ?? null])) as BnTexts<F>;
}

/** When a row was written and last changed, as the API answers times (ISO strings). */
export const timestamps = (row: { created_at: unknown; updated_at: unknown }) => ({ createdAt: toIso(row.created_at)!, updatedAt: toIso(row.updated_at)! });

/** Submitted content's times, who wrote it and who approved it. */
export const reviewTrail = (row: { created_at: unknown; updated_at: unknown; created_by?: number | null; approved_by?: number | null }) => ({
  ...timestamps(row),
  createdBy: row.created_by ?? null,
  approvedBy: row.approved_by ?? null,
});
