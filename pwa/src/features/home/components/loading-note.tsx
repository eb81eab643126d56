import { useTranslation } from 'react-i18next';
import { HOME_COUNTS } from '../home.selectors';

/**
 * The card shapes of the home blocks, as their lists draw them (projects-, events-, gallery-,
 * team-preview.tsx): the grid, how many, the card's frame, its picture and its lines of text.
 */
const SHAPES = {
  project: [
    'grid gap-6 md:grid-cols-3',
    HOME_COUNTS.projects,
    'card overflow-hidden',
    'aspect-video w-full rounded-none',
    'card-body gap-3',
    ['h-6 w-3/4', 'h-4', 'h-4 w-5/6'],
  ],
  event: ['grid gap-6 sm:grid-cols-2 lg:grid-cols-4', HOME_COUNTS.events, 'card', '', 'card-body gap-3', ['h-4 w-1/3', 'h-6 w-3/4', 'h-4 w-2/3']],
  picture: [
    'grid grid-cols-2 gap-4 md:grid-cols-4',
    HOME_COUNTS.gallery,
    'overflow-hidden rounded-box',
    'aspect-[4/3] w-full rounded-none',
    'p-2',
    ['h-4 w-2/3'],
  ],
  person: [
    'grid grid-cols-2 gap-6 lg:grid-cols-4',
    HOME_COUNTS.members,
    'card items-center p-6',
    'h-24 w-24 rounded-full',
    'grid w-full justify-items-center gap-3 pt-4',
    ['h-5 w-2/3', 'h-4 w-1/2'],
  ],
} as const;

export type CardShape = keyof typeof SHAPES;

/**
 * A home block whose list is still arriving (issue 29 §6): grey cards of the shape and size its
 * list draws, so slow data shows the page's layout at once and nothing moves when the list comes.
 * Screen readers hear 'Loading…'.
 */
export function LoadingCards({ shape }: { shape: CardShape }) {
  const { t } = useTranslation('home');
  const [grid, count, frame, picture, body, lines] = SHAPES[shape];
  return (
    <div role="status" aria-busy="true" data-testid="loading-cards">
      <span className="sr-only">{t('loading')}</span>
      <ul className={grid} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className={`${frame} bg-base-100 shadow-sm`}>
            {picture && <div className={`skeleton ${picture}`} />}
            <div className={body}>
              {lines.map((line) => (
                <div key={line} className={`skeleton w-full ${line}`} />
              ))}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
