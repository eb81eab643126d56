import { useTranslation } from 'react-i18next';
import { calendarApi } from '@shared/api/calendar';
import { hrefOf } from '@/lib/api-client';

/** The .ics file's name: the title in plain letters, so the download is recognisable. */
const fileName = (eventId: number, title: string) =>
  `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'event'
  }-${eventId}.ics`;

/**
 * 'Add to calendar': downloads the event as an .ics file (calendarApi.eventIcs), which phones
 * and desktop calendars open. A plain link, so it works without JavaScript and needs no session.
 * Shared by event cards and tickets (features do not import each other).
 */
export function AddToCalendarLink({ eventId, title, className = 'btn btn-ghost btn-sm min-h-11' }: { eventId: number; title: string; className?: string }) {
  const { t } = useTranslation('calendar');
  return (
    <a
      href={hrefOf(calendarApi.eventIcs, { id: eventId })}
      download={fileName(eventId, title)}
      className={className}
      aria-label={t('addToCalendarLabel', { title })}
      data-testid="add-to-calendar"
    >
      <span aria-hidden="true">📅 </span>
      {t('addToCalendar')}
    </a>
  );
}
