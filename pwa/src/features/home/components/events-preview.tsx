import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTimeText } from '@/lib/i18n';
import { useLocalized } from '@/lib/localized';
import { calendarDay, upcomingEvents } from '../home.selectors';
import { useHomeEvents } from '../home.store';
import { HomeSection } from './home-section';
import { LoadingCards } from './loading-note';

/** Block 4: the first 4 upcoming events, each linking to its own page /events/{id}, or the empty message. */
export function EventsPreview() {
  const { t } = useTranslation('home');
  const text = useLocalized();
  const { items, isLoading, neverLoaded } = useHomeEvents();
  const events = upcomingEvents(items);

  let body;
  if (isLoading) body = <LoadingCards shape="event" />;
  else if (events.length === 0) body = <p className="py-6 text-center text-lg opacity-80">{t('events.empty')}</p>;
  else
    body = (
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {events.map((event) => (
          <li key={event.id} className="card relative bg-base-100 shadow-sm hover:shadow-md" data-testid="home-event">
            <div className="card-body gap-2">
              <p className="grow-0 text-sm font-semibold text-primary">{formatDate(calendarDay(event.date), t('events.dateFormat')) || event.date}</p>
              <h3 className="card-title text-lg">
                <Link to={`/events/${event.id}`} className="after:absolute after:inset-0">
                  {text(event, 'title')}
                </Link>
              </h3>
              <p className="grow-0 text-sm opacity-80">
                {formatTimeText(event.time)} · {text(event, 'location')}
              </p>
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <HomeSection
      id="home-events"
      title={t('events.title')}
      className="bg-base-100"
      more={{ to: '/events', label: t('events.viewAll') }}
      notOnPhone={neverLoaded ? t('notOnPhone') : undefined}
    >
      {body}
    </HomeSection>
  );
}
