import { useTranslation } from 'react-i18next';
import { useOnline } from '@/lib/use-online';
import { USERS_CSV_PATH } from '../api/users-export';

/** 'Export CSV': a plain download link (the server names the file); offline a disabled button that says why. */
export function ExportCsvButton() {
  const { t } = useTranslation(['users', 'admin']);
  const online = useOnline();
  const className = 'btn btn-outline min-h-11';
  if (!online) {
    const why = t('admin:offline.needsConnection');
    return (
      <button type="button" className={className} disabled title={why} aria-description={why}>
        {t('exportCsv')}
      </button>
    );
  }
  return (
    <a href={USERS_CSV_PATH} download className={className} data-testid="export-users-csv">
      {t('exportCsv')}
    </a>
  );
}
