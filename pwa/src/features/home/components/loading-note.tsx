import { useTranslation } from 'react-i18next';
import { HOME_COUNTS } from '../home.selectors';

/** The card shapes of the home blocks, as their lists draw them (projects-, events-, gallery-, team-preview.tsx). */
const SHAPES = {
  project: { grid: 'grid gap-6 md:grid-cols-3', count: HOME_COUNTS.projects },
  event: { grid: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4', count: HOME_COUNTS.events },
  picture: { grid: 'grid grid-cols-2 gap-4 md:grid-cols-4', count: HOME_COUNTS.gallery },
  person: { grid: 'grid grid-cols-2 gap-6 lg:grid-cols-4', count: HOME_COUNTS.members },
} as const;

export type CardShape = keyof typeof SHAPES;

const line = (width: string, height = 'h-4') => <div className={`skeleton ${height} ${width}`} />;

function Placeholder({ shape }: { shape: CardShape }) {
  switch (shape) {
    case 'project':
      return (
        <div className="card h-full overflow-hidden bg-base-100 shadow-sm">
          <div className="skeleton aspect-video w-full rounded-none" />
          <div className="card-body gap-3">
            {line('w-3/4', 'h-6')}
            {line('w-full')}
            {line('w-5/6')}
          </div>
        </div>
      );
    case 'event':
      return (
        <div className="card bg-base-100 shadow-sm">
          <div className="card-body gap-3">
            {line('w-1/3')}
            {line('w-3/4', 'h-6')}
            {line('w-2/3')}
          </div>
        </div>
      );
    case 'picture':
      return (
        <div className="overflow-hidden rounded-box bg-base-100 shadow-sm">
          <div className="skeleton aspect-[4/3] w-full rounded-none" />
          <div className="p-2">{line('w-2/3')}</div>
        </div>
      );
    case 'person':
      return (
        <div className="card items-center gap-3 bg-base-100 p-6 shadow-sm">
          <div className="skeleton h-24 w-24 shrink-0 rounded-full" />
          {line('mt-1 w-2/3', 'h-5')}
          {line('w-1/2')}
        </div>
      );
  }
}

/**
 * A home block whose list is still arriving (issue 29 §6): grey cards of the shape and size its
 * list draws, so slow data shows the page's layout at once and nothing moves when the list comes.
 * Screen readers hear 'Loading…'.
 */
export function LoadingCards({ shape }: { shape: CardShape }) {
  const { t } = useTranslation('home');
  const { grid, count } = SHAPES[shape];
  return (
    <div role="status" aria-busy="true" data-testid="loading-cards">
      <span className="sr-only">{t('loading')}</span>
      <ul className={grid} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <Placeholder shape={shape} />
          </li>
        ))}
      </ul>
    </div>
  );
}
