import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CLUB } from '@shared/limits';
import { localDigits } from '@/lib/i18n';

const GOALS = ['poverty', 'unemployment', 'carbon'] as const;

/** Block 1: the club ID badge, the club name, the three zero goals, Join Us and Learn More. */
export function HeroSection() {
  const { t } = useTranslation('home');
  return (
    <section
      aria-labelledby="home-hero-title"
      className="bg-primary px-4 py-16 text-primary-content md:py-24 [&_:focus-visible]:outline-primary-content"
      data-testid="home-hero"
    >
      <div className="mx-auto max-w-4xl text-center">
        <p className="inline-block rounded-full border border-primary-content/60 px-4 py-1 text-sm font-semibold" data-testid="club-id-badge">
          {t('hero.clubId', { id: localDigits(CLUB.clubId) })}
        </p>
        <h1 id="home-hero-title" className="mt-6 text-4xl font-bold md:text-5xl">
          {t('hero.title')}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg">{t('hero.text')}</p>
        <ul className="mt-8 flex flex-wrap justify-center gap-3" aria-label={t('hero.goalsLabel')}>
          {GOALS.map((goal) => (
            <li key={goal} className="rounded-box bg-primary-content px-4 py-2 font-semibold text-primary">
              {t(`hero.goals.${goal}`)}
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <Link to="/join" className="btn btn-accent btn-lg">
            {t('hero.join')}
          </Link>
          <Link to="/about" className="btn btn-outline btn-lg border-primary-content text-primary-content hover:bg-primary-content hover:text-primary">
            {t('hero.learnMore')}
            <span className="sr-only"> {t('hero.learnMoreAbout')}</span>
          </Link>
        </div>
      </div>
    </section>
  );
}
