import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { needsRegistration } from '@shared/policies/events';
import type { ClubEvent } from '@shared/schemas/events';
import { formatDate, formatNumber, formatTimeText } from '@/lib/i18n';
import { useLocalized, useTextLang } from '@/lib/localized';
import { eventDay, spotsLeft } from '../events.store';

/**
 * Date, time, place and capacity. Spots left (the limit minus the registrations that are not
 * cancelled, or 'Full') only for events that need registration: RSVPs do not take a place.
 */
export function EventFacts({ event }: { event: ClubEvent }) {
  const { t } = useTranslation('events');
  const text = useLocalized();
  const lang = useTextLang();
  const date = formatDate(eventDay(event.date), t('card.dateFormat')) || event.date;
  const spots = needsRegistration(event) ? spotsLeft(event) : null;
  const row = (label: string, value: ReactNode, valueLang?: string) => (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-medium">{label}:</dt>
      <dd lang={valueLang}>{value}</dd>
    </div>
  );
  return (
    <dl className="grid gap-1" aria-label={t('detail.facts')}>
      {row(t('card.date'), <time dateTime={event.date}>{date}</time>)}
      {row(t('card.time'), formatTimeText(event.time))}
      {row(t('card.location'), text(event, 'location'), lang(event, 'location'))}
      {event.maxParticipants != null &&
        row(
          t('detail.capacity'),
          <span className="inline-flex flex-wrap items-center gap-x-2">
            <span data-testid="capacity">{formatNumber(event.maxParticipants)}</span>
            {spots !== null && (
              <>
                <span aria-hidden="true">·</span>
                <span data-testid="spots-left" className={spots === 0 ? 'badge badge-neutral' : 'font-semibold'}>
                  {spots === 0 ? t('detail.full') : t('detail.spotsLeft', { count: spots, formatted: formatNumber(spots) })}
                </span>
              </>
            )}
          </span>,
        )}
    </dl>
  );
}
