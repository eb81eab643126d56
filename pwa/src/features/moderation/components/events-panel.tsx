import { useTranslation } from 'react-i18next';
import type { ClubEvent } from '@shared/schemas/events';
import { AdminSection } from '@/components/admin/admin-section';
import type { AdminQuery } from '@/lib/admin-query';
import { formatDate, formatTimeText } from '@/lib/i18n';
import { ContentRow } from './content-row';

/** Every event, latest date first, with its places; the full editor is in the Events tab. */
export function EventsPanel({ query }: { query: AdminQuery<{ events: ClubEvent[] }> }) {
  const { t } = useTranslation('content');
  return (
    <AdminSection query={query} testId="content-events">
      {({ events }) =>
        events.length === 0 ? (
          <p className="opacity-70">{t('empty.events')}</p>
        ) : (
          <ul className="grid gap-3">
            {[...events]
              .sort((a, b) => b.date.localeCompare(a.date))
              .map((e) => (
                <ContentRow
                  key={e.id}
                  kind="event"
                  item={e}
                  thumbnail={e.imageUrl}
                  meta={
                    <>
                      <span>
                        {formatDate(`${e.date}T00:00:00`, t('meta.dateFormat'))} · {formatTimeText(e.time)}
                      </span>
                      <span>
                        {e.maxParticipants
                          ? t('meta.places', { count: e.registeredCount, max: e.maxParticipants })
                          : t('meta.registeredCount', { count: e.registeredCount })}
                      </span>
                    </>
                  }
                />
              ))}
          </ul>
        )
      }
    </AdminSection>
  );
}
