import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DayPicker, getDefaultClassNames } from 'react-day-picker';
import type { ClubEvent } from '@shared/schemas/events';
import { dateLocale, formatDate, formatTimeText, i18n } from '@/lib/i18n';
import { useLocalized } from '@/lib/localized';
import { eventDays, eventsOn } from '../dashboard-rules';

const today = () => {
  const d = new Date();
  d.setHours(0, 0, 0, 0);
  return d;
};

const defaults = getDefaultClassNames();
/** daisyUI's react-day-picker look, with 44 px days and month arrows (tap targets; seven days fit a 360 px phone). */
const CLASS_NAMES = {
  ...defaults,
  day: `${defaults.day} size-11!`,
  day_button: `${defaults.day_button} size-11!`,
  button_previous: `${defaults.button_previous} size-11!`,
  button_next: `${defaults.button_next} size-11!`,
};

/**
 * The Events tab: a calendar whose days with events are marked; the selected day (today at
 * first) is the heading of its events, or 'No events scheduled for this date'.
 */
export function EventsCalendar({ events }: { events: ClubEvent[] }) {
  const { t } = useTranslation('member-dashboard');
  const text = useLocalized();
  const titleId = useId();
  const dayTitleId = useId();
  const [selected, setSelected] = useState<Date>(today);
  const [month, setMonth] = useState<Date>(selected);
  const marked = useMemo(() => eventDays(events), [events]);
  const dayEvents = eventsOn(events, selected);

  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby={titleId} data-testid="member-calendar">
      <div className="card-body gap-3 p-3 sm:p-4">
        <h2 id={titleId} className="card-title text-lg">
          {t('calendar.title')}
        </h2>
        <p className="text-sm opacity-70">{t('calendar.hint')}</p>
        <div className="grid items-start gap-4 md:grid-cols-[auto_1fr]">
          <DayPicker
            mode="single"
            required
            selected={selected}
            onSelect={(d) => d && setSelected(d)}
            month={month}
            onMonthChange={setMonth}
            className="react-day-picker justify-self-center"
            classNames={CLASS_NAMES}
            modifiers={{ hasEvent: marked }}
            modifiersClassNames={{ hasEvent: 'font-bold text-primary [&_button]:border-primary!' }}
            locale={dateLocale()}
            numerals={i18n.language === 'bn' ? 'beng' : 'latn'}
            labels={{
              labelPrevious: () => t('calendar.previous'),
              labelNext: () => t('calendar.next'),
              labelDayButton: (date, modifiers, _options, dateLib) => {
                let label = dateLib ? dateLib.format(date, 'PPPP') : formatDate(date, 'PPPP');
                if (modifiers.today) label = t('calendar.today', { date: label });
                if (modifiers.selected) label = t('calendar.isSelected', { date: label });
                return modifiers.hasEvent ? t('calendar.hasEvents', { date: label }) : label;
              },
            }}
          />
          <div className="grid content-start gap-2" aria-live="polite">
            <h3 id={dayTitleId} className="font-semibold" data-testid="member-calendar-heading">
              {t('calendar.selected', { date: formatDate(selected, t('calendar.dayFormat')) })}
            </h3>
            {dayEvents.length === 0 ? (
              <p className="opacity-70">{t('calendar.empty')}</p>
            ) : (
              <ul className="grid gap-2" aria-labelledby={dayTitleId}>
                {dayEvents.map((e) => (
                  <li key={e.id} className="rounded-box border border-base-300 p-3" data-testid="member-calendar-event">
                    <Link to={`/events/${e.id}`} className="link link-hover flex min-h-11 items-center font-medium">
                      {text(e, 'title')}
                    </Link>
                    <p className="text-sm opacity-80">
                      {formatTimeText(e.time)} · {text(e, 'location')}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
