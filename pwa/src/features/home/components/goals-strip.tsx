import { useTranslation } from 'react-i18next';
import { CLUB } from '@shared/limits';
import { formatNumber } from '@/lib/i18n';

/** Block 7: the fixed goals strip: 5+ communities, 50+ youth, 2025 launch year, 100%. */
export function GoalsStrip() {
  const { t } = useTranslation('home');
  const stats = [
    { key: 'communities', value: `${formatNumber(5)}+` },
    { key: 'youth', value: `${formatNumber(50)}+` },
    { key: 'launchYear', value: formatNumber(CLUB.founded, { useGrouping: false }) },
    { key: 'commitment', value: formatNumber(1, { style: 'percent' }) },
  ];
  return (
    <section aria-labelledby="home-goals-title" className="bg-secondary px-4 py-12 text-secondary-content" data-testid="home-goals">
      <div className="mx-auto max-w-7xl">
        <h2 id="home-goals-title" className="mb-8 text-center text-3xl font-bold">
          {t('goals.title')}
        </h2>
        <dl className="grid grid-cols-2 gap-6 text-center md:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.key} className="flex flex-col-reverse">
              <dt className="mt-1 text-lg">{t(`goals.${stat.key}`)}</dt>
              <dd className="text-4xl font-bold" data-testid={`goal-${stat.key}`}>
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
