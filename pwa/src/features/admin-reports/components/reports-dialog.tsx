import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { reportsApi } from '@shared/api/reports';
import type { Reports } from '@shared/schemas/reports';
import { LoadFailed } from '@/components/admin/load-failed';
import { StaleNote } from '@/components/admin/stale-note';
import { ClosableModal } from '@/components/ui/closable-modal';
import { useAdminQuery } from '@/lib/admin-query';
import { contentChart, membersChart, registrationsChart } from '../report-data';
import { ReportChart } from './report-chart';

function ReportCharts({ reports }: { reports: Reports }) {
  // `t` is a new function when the language changes: the charts redraw then, and when the figures change.
  const { t } = useTranslation('reports');
  const specs = useMemo(() => [registrationsChart(reports, t), membersChart(reports, t), contentChart(reports, t)], [reports, t]);
  return (
    <div className="grid grid-cols-1 gap-6">
      {specs.map((spec) => (
        <ReportChart key={spec.id} spec={spec} />
      ))}
    </div>
  );
}

/** 'View Reports' (reportsApi.get): registrations against capacity, applicants and members per month, content submitted and approved. */
export function ReportsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('reports');
  const query = useAdminQuery(reportsApi.get, open ? {} : null);
  return (
    <ClosableModal open={open} onClose={onClose} title={t('title')} testId="reports-dialog" closeLabel={t('close')}>
      <div className="mt-3 grid grid-cols-1 gap-3">
        <StaleNote loadedAt={query.loadedAt} stale={query.stale} />
        {query.data ? (
          <ReportCharts reports={query.data} />
        ) : query.isLoading ? (
          <p role="status">{t('loading', { ns: 'admin' })}</p>
        ) : (
          <LoadFailed query={query} />
        )}
      </div>
    </ClosableModal>
  );
}
