import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** Block 10: the call to action, to /join and /events. */
export function CtaSection() {
  const { t } = useTranslation('home');
  return (
    <section
      aria-labelledby="home-cta-title"
      className="bg-primary px-4 py-14 text-center text-primary-content [&_:focus-visible]:outline-primary-content"
      data-testid="home-cta"
    >
      <h2 id="home-cta-title" className="text-3xl font-bold">
        {t('cta.title')}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-lg">{t('cta.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <Link to="/join" className="btn btn-accent btn-lg">
          {t('cta.join')}
        </Link>
        <Link to="/events" className="btn btn-outline btn-lg border-primary-content text-primary-content hover:bg-primary-content hover:text-primary">
          {t('cta.events')}
        </Link>
      </div>
    </section>
  );
}
