import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_FILTERS, STATUS_FILTERS, TYPE_FILTERS, type SearchFilters as Filters } from '../search-filter';
import '../search.i18n';

/** The type, category and status selects, each with its label. */
export function SearchFilters({ filters, onChange }: { filters: Filters; onChange: (f: Filters) => void }) {
  const { t } = useTranslation('search');
  const id = useId();
  const select = <K extends 'type' | 'category' | 'status'>(key: K, values: readonly Filters[K][]) => (
    <div className="grid gap-1">
      <label htmlFor={`${id}-${key}`} className="text-sm font-medium">
        {t(`${key}.label`)}
      </label>
      <select
        id={`${id}-${key}`}
        className="select w-full"
        value={filters[key]}
        onChange={(e) => onChange({ ...filters, [key]: e.target.value as Filters[K] })}
      >
        {values.map((v) => (
          <option key={v} value={v}>
            {t(`${key}.${v}`)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <fieldset className="grid gap-4 sm:grid-cols-3">
      <legend className="sr-only">{t('filters')}</legend>
      {select('type', TYPE_FILTERS)}
      {select('category', CATEGORY_FILTERS)}
      {select('status', STATUS_FILTERS)}
    </fieldset>
  );
}
