import { useTranslation } from 'react-i18next';
import type { ClubEvent } from '@shared/schemas/events';

/** Seats taken (registrations that are not cancelled), and of how many when the event has a limit. */
export function RegisteredCount({ event }: { event: Pick<ClubEvent, 'registeredCount' | 'maxParticipants'> }) {
  const { t } = useTranslation('admin-events');
  const count = event.registeredCount;
  return <span>{event.maxParticipants != null ? t('list.countOfMax', { count, max: event.maxParticipants }) : t('list.count', { count })}</span>;
}
