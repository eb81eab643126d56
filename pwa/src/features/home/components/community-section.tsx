import { useTranslation } from 'react-i18next';
import { HomeSection } from './home-section';

const QUOTES = ['teacher', 'parent', 'shopkeeper'] as const;
const ASPIRATIONS = ['skills', 'business', 'green', 'network'] as const;

/** Block 9: three community-support quotes and four aspiration cards (static). */
export function CommunitySection() {
  const { t } = useTranslation('home');
  return (
    <HomeSection id="home-community" title={t('community.title')} className="bg-base-100">
      <ul className="grid gap-6 md:grid-cols-3">
        {QUOTES.map((key) => (
          <li key={key}>
            <figure className="h-full rounded-box border-l-4 border-primary bg-base-200 p-6">
              <blockquote className="italic">
                <p>{t(`community.quotes.${key}`)}</p>
              </blockquote>
              <figcaption className="mt-3 text-sm font-semibold">— {t(`community.quotes.${key}Author`)}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <h3 className="mb-6 mt-12 text-center text-2xl font-bold">{t('community.aspirationsTitle')}</h3>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="home-aspirations">
        {ASPIRATIONS.map((key) => (
          <li key={key} className="card border-t-4 border-accent bg-base-200">
            <div className="card-body">
              <h4 className="card-title text-lg">{t(`community.aspirations.${key}Title`)}</h4>
              <p className="opacity-80">{t(`community.aspirations.${key}Text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
