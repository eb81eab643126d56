import { useTranslation } from 'react-i18next';
import type { ClubEvent } from '@shared/schemas/events';
import { OnlineButton } from '@/components/admin/online-button';

export interface EventActionHandlers {
  onEdit: (event: ClubEvent) => void;
  onRegistrations: (event: ClubEvent) => void;
  onDelete: (event: ClubEvent) => void;
}

/** Edit, Registrations, Delete for one event (Edit and Delete change it, so they need a connection). */
export function EventRowActions({ event, onEdit, onRegistrations, onDelete }: EventActionHandlers & { event: ClubEvent }) {
  const { t } = useTranslation('admin-events');
  return (
    <div className="flex flex-wrap gap-2">
      <OnlineButton className="btn btn-outline btn-sm min-h-11" aria-label={t('list.editLabel', { title: event.title })} onClick={() => onEdit(event)}>
        {t('list.edit')}
      </OnlineButton>
      <button
        type="button"
        className="btn btn-outline btn-sm min-h-11"
        aria-label={t('list.viewRegistrationsLabel', { title: event.title })}
        onClick={() => onRegistrations(event)}
      >
        {t('list.viewRegistrations')}
      </button>
      <OnlineButton
        className="btn btn-outline btn-error btn-sm min-h-11"
        aria-label={t('list.deleteLabel', { title: event.title })}
        onClick={() => onDelete(event)}
      >
        {t('list.delete')}
      </OnlineButton>
    </div>
  );
}
