import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/i18n';

/** The two fixed upcoming cards after the projects: the youth olympiad and the community campaign. */
export function UpcomingCards() {
  const { t } = useTranslation('projects');
  const cards = [
    {
      key: 'olympiad',
      title: t('upcoming.olympiadTitle'),
      text: t('upcoming.olympiadText'),
      date: t('upcoming.olympiadDate', {
        start: formatDate(new Date(2024, 11, 15), t('upcoming.dayFormat')),
        end: formatDate(new Date(2024, 11, 17), t('upcoming.fullDayFormat')),
      }),
    },
    {
      key: 'campaign',
      title: t('upcoming.campaignTitle'),
      text: t('upcoming.campaignText'),
      date: t('upcoming.campaignDate', { month: formatDate(new Date(2025, 0, 1), t('upcoming.monthFormat')) }),
    },
  ];
  return (
    <section aria-labelledby="projects-upcoming" className="mt-12">
      <h2 id="projects-upcoming" className="mb-6 text-2xl font-bold">
        {t('upcoming.title')}
      </h2>
      <ul className="grid gap-6 md:grid-cols-2">
        {cards.map((card) => (
          <li key={card.key} className="card border-l-4 border-accent bg-base-100 shadow-sm" data-testid="upcoming-card">
            <div className="card-body gap-2">
              <span className="badge badge-accent">{t('upcoming.badge')}</span>
              <h3 className="card-title">{card.title}</h3>
              <p className="grow-0 font-medium">{card.date}</p>
              <p className="opacity-80">{card.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
