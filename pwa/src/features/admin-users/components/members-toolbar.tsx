import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '@shared/roles';
import { OnlineButton } from '@/components/admin/online-button';
import type { UserFilter } from '../user-rules';
import { ExportCsvButton } from './export-csv-button';

/** Search by name, e-mail or role, a role filter, Add User and Export CSV. */
export function MembersToolbar({ filter, onFilter, onAdd }: { filter: UserFilter; onFilter: (f: UserFilter) => void; onAdd: () => void }) {
  const { t } = useTranslation(['users', 'admin']);
  const id = useId();
  return (
    <div className="grid gap-3 md:grid-cols-[1fr_auto] md:items-end">
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
        <div className="grid gap-1">
          <label htmlFor={`${id}-search`} className="text-sm font-medium">
            {t('filter.search')}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className="input w-full"
            placeholder={t('filter.searchPlaceholder')}
            value={filter.text}
            onChange={(e) => onFilter({ ...filter, text: e.target.value })}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-role`} className="text-sm font-medium">
            {t('filter.role')}
          </label>
          <select
            id={`${id}-role`}
            className="select w-full"
            value={filter.role}
            onChange={(e) => onFilter({ ...filter, role: e.target.value as Role | 'all' })}
          >
            <option value="all">{t('filter.allRoles')}</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`admin:roles.${r}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2 md:flex">
        <OnlineButton className="btn btn-primary min-h-11" onClick={onAdd}>
          {t('addUser')}
        </OnlineButton>
        <ExportCsvButton />
      </div>
    </div>
  );
}
