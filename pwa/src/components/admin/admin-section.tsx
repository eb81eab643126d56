import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminQuery } from '@/lib/admin-query';
import { LoadFailed } from './load-failed';
import { StaleNote } from './stale-note';

/**
 * An admin section fed by one or more reads: a loading line, 'Not on this phone yet' (offline,
 * never loaded here), a failure with Try again, or its content (with the "loaded at" note when it
 * comes from the device's copy).
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
        {query.data !== undefined ? children(query.data) : query.isLoading ? <p role="status">{t('loading')}</p> : <LoadFailed query={query} testId={testId} />}
      </div>
    </section>
  );
}
