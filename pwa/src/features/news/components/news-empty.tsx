import { useTranslation } from 'react-i18next';

/** 'No matches found' (with Clear Filters) while a filter is on, else 'No articles yet'. */
export function NewsEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation('news');
  return (
    <div className="py-16 text-center" data-testid="news-empty">
      <h2 className="text-2xl font-semibold">{t(filtered ? 'list.noMatchesTitle' : 'list.emptyTitle')}</h2>
      <p className="mt-2 opacity-80">{t(filtered ? 'list.noMatchesText' : 'list.emptyText')}</p>
      {filtered && (
        <button type="button" className="btn btn-primary mt-6" onClick={onClear}>
          {t('list.clearFilters')}
        </button>
      )}
    </div>
  );
}
