import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RosterEntry } from '@/lib/db';
import { searchByName } from '../check-in.rules';

/** Finds a person on the roster by name (no ticket at hand) and checks them in. */
export function NameSearch({ roster, onPick }: { roster: RosterEntry[]; onPick: (entry: RosterEntry) => void }) {
  const { t } = useTranslation('check-in');
  const id = useId();
  const [query, setQuery] = useState('');
  const found = searchByName(roster, query);
  return (
    <div>
      <label htmlFor={id} className="label font-semibold">
        {t('search.label')}
      </label>
      <input
        id={id}
        type="search"
        className="input input-bordered w-full"
        placeholder={t('search.placeholder')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        data-testid="checkin-search"
      />
      {query.trim() && (
        <ul className="mt-2 divide-y divide-base-300 rounded-box border border-base-300">
          {found.length === 0 && <li className="p-3 opacity-80">{t('search.noMatch')}</li>}
          {found.map((r) => (
            <li key={r.registrationId} className="flex items-center gap-2 p-2">
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{r.name}</span>
                <span className="block truncate text-sm opacity-70">
                  {[r.teamName, t(`search.statuses.${r.status}`, { defaultValue: r.status })].filter(Boolean).join(' · ')}
                </span>
              </span>
              <button
                type="button"
                className="btn btn-sm btn-primary"
                aria-label={t('search.checkIn', { name: r.name })}
                onClick={() => {
                  onPick(r);
                  setQuery('');
                }}
              >
                {t('manual.submit')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
