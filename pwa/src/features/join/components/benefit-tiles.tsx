import { useTranslation } from 'react-i18next';
import '../join.i18n';

const TILES = [
  { key: 'community', icon: 'M16 11a4 4 0 1 0-8 0M4 20a8 8 0 0 1 16 0' },
  { key: 'learn', icon: 'M4 6l8-3 8 3-8 3-8-3zm3 2v5c0 2 10 2 10 0V8' },
  { key: 'impact', icon: 'M12 3v4m0 10v4M3 12h4m10 0h4M6 6l2.5 2.5m7 7L18 18M6 18l2.5-2.5m7-7L18 6' },
] as const;

/** The three reasons to join: the community, learning and growing, creating impact. */
export function BenefitTiles() {
  const { t } = useTranslation('join');
  return (
    <ul aria-label={t('tiles.label')} className="grid gap-4 md:grid-cols-3">
      {TILES.map(({ key, icon }) => (
        <li key={key} className="card bg-base-100 shadow-sm">
          <div className="card-body items-center text-center">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-10 w-10 stroke-primary" fill="none" strokeWidth="2" strokeLinecap="round">
              <path d={icon} />
            </svg>
            <h2 className="card-title">{t(`tiles.${key}.title`)}</h2>
            <p className="opacity-80">{t(`tiles.${key}.text`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
