import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminQuery } from '@/lib/admin-query';
import { StaleNote } from './stale-note';

/**
 * An admin section fed by one or more reads: a loading line, a failure with Try again, or its
 * content (with the "loaded at" note when it comes from the device's copy).
 */
export function AdminSection<T>({
  query,
  children,
  title,
  testId,
}: {
  query: AdminQuery<T>;
  children: (data: T) => ReactNode;
  title?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <section className="card bg-base-100 shadow-sm" data-testid={testId}>
      <div className="card-body gap-3 p-4 sm:p-6">
        {title && <h2 className="card-title text-lg">{title}</h2>}
        <StaleNote loadedAt={query.loadedAt} stale={query.stale} />
        {query.data !== undefined ? (
          children(query.data)
        ) : query.isLoading ? (
          <p role="status">{t('loading')}</p>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <p>{t('loadFailed')}</p>
            <button type="button" className="btn btn-sm" onClick={query.reload}>
              {t('retry')}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
