import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Achievement } from '@shared/schemas/analytics';
import { formatDate } from '@/lib/i18n';
import { useLedgerTexts } from '../ledger-texts';

/** Achievements as cards: icon, title, what it was for, its category, bonus points and when it was earned. */
export function AchievementsTab({ achievements }: { achievements: Achievement[] }) {
  const { t } = useTranslation('member-dashboard');
  const { achievementTitle, achievementDescription } = useLedgerTexts();
  const titleId = useId();
  return (
    <section className="grid gap-3" aria-labelledby={titleId} data-testid="member-achievements">
      <h2 id={titleId} className="text-lg font-semibold">
        {t('achievements.title')}
      </h2>
      {achievements.length === 0 ? (
        <p className="opacity-70">{t('achievements.empty')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {achievements.map((a) => {
            const description = achievementDescription(a);
            return (
              <li key={a.id} className="card bg-base-100 shadow-sm" data-testid="member-achievement">
                <div className="card-body flex-row gap-3 p-4">
                  <span aria-hidden="true" className="text-3xl">
                    {a.icon}
                  </span>
                  <div className="grid min-w-0 gap-1">
                    <h3 className="font-semibold">{achievementTitle(a)}</h3>
                    {description && <p className="text-sm opacity-80">{description}</p>}
                    <div className="flex flex-wrap gap-2">
                      <span className="badge badge-outline badge-sm">{t(`achievements.categories.${a.category}`)}</span>
                      {a.points > 0 && <span className="badge badge-success badge-sm">{t('activities.points', { count: a.points })}</span>}
                    </div>
                    <p className="text-xs opacity-70">{t('achievements.earned', { date: formatDate(a.dateEarned, t('dateFormat')) })}</p>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
