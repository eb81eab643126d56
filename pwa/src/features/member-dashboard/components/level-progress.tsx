import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/i18n';
import { levelDisplay } from '../dashboard-rules';
import { useLedgerTexts } from '../ledger-texts';

/** The level bar (§4): the share of points within the band, and the points to the next level (none at Ambassador). */
export function LevelProgress({ points, ready }: { points: number; ready: boolean }) {
  const { t } = useTranslation('member-dashboard');
  const { levelName } = useLedgerTexts();
  const titleId = useId();
  const shown = levelDisplay(points);
  const level = levelName(shown.level);
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby={titleId} data-testid="member-level-progress">
      <div className="card-body gap-2 p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={titleId} className="font-semibold">
            {t('progress.title')}
          </h2>
          <span className="text-sm">
            {level} · {formatNumber(shown.progress)}%
          </span>
        </div>
        <progress className="progress progress-primary w-full" value={ready ? shown.progress : 0} max={100} aria-label={t('progress.bar')} />
        {ready && (
          <p className="text-sm opacity-80" data-testid="member-level-next">
            {shown.nextLevel === null ? t('progress.top') : t('progress.toNext', { count: shown.toNext, next: levelName(shown.nextLevel) })}
          </p>
        )}
      </div>
    </section>
  );
}
