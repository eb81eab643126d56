import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClubEvent } from '@shared/schemas/events';
import type { AdminRegistration } from '@shared/schemas/registration-answers';
import { AdminSection } from '@/components/admin/admin-section';
import { OnlineButton } from '@/components/admin/online-button';
import { StatusBadge } from '@/components/admin/status-badge';
import type { AdminQuery } from '@/lib/admin-query';
import { formatDate } from '@/lib/i18n';
import { decideRegistration } from '../content-actions';
import { sortRegistrations } from '../content-kinds';

/** One registration: who, for which event, its status; Confirm / Cancel while pending. */
function RegistrationRow({ reg, eventTitle }: { reg: AdminRegistration; eventTitle: string }) {
  const { t } = useTranslation('content');
  const [busy, setBusy] = useState(false);
  const decide = (status: 'confirmed' | 'cancelled') => {
    setBusy(true);
    void decideRegistration(reg.id, status).finally(() => setBusy(false));
  };
  const name = reg.name || reg.participantName || reg.email;
  return (
    <li className="flex flex-wrap items-start gap-3 border-b border-base-200 pb-3 last:border-0" data-testid="registration-row" data-status={reg.status}>
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="font-medium break-words">{name}</p>
        <p className="text-sm break-all opacity-80">{reg.email}</p>
        <p className="text-sm break-words">{eventTitle}</p>
        <div className="flex flex-wrap items-center gap-2 text-sm opacity-80">
          <StatusBadge status={reg.status} />
          <span>{t('meta.registered', { date: formatDate(reg.registeredAt, t('meta.dateFormat')) })}</span>
        </div>
      </div>
      {reg.status === 'pending' && (
        <div className="flex w-full justify-end gap-2 sm:w-auto">
          <OnlineButton
            className="btn btn-success btn-sm min-h-11"
            disabled={busy}
            aria-label={t('actions.confirmItem', { name })}
            onClick={() => decide('confirmed')}
          >
            {t('actions.confirm')}
          </OnlineButton>
          <OnlineButton
            className="btn btn-error btn-outline btn-sm min-h-11"
            disabled={busy}
            aria-label={t('actions.cancelItem', { name })}
            onClick={() => decide('cancelled')}
          >
            {t('actions.cancelRegistration')}
          </OnlineButton>
        </div>
      )}
    </li>
  );
}

/** Every event registration, those waiting first; the event's title, or 'Event Not Found'. */
export function RegistrationsPanel({ query, events }: { query: AdminQuery<AdminRegistration[]>; events: ClubEvent[] | undefined }) {
  const { t } = useTranslation('content');
  const titles = new Map((events ?? []).map((e) => [e.id, e.title]));
  return (
    <AdminSection query={query} testId="content-registrations">
      {(list) =>
        list.length === 0 ? (
          <p className="opacity-70">{t('empty.registrations')}</p>
        ) : (
          <ul className="grid gap-3">
            {sortRegistrations(list).map((reg) => (
              <RegistrationRow key={reg.id} reg={reg} eventTitle={titles.get(reg.eventId) ?? (events ? t('meta.eventNotFound') : '')} />
            ))}
          </ul>
        )
      }
    </AdminSection>
  );
}
