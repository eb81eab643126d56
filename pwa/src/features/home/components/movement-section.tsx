import { useTranslation } from 'react-i18next';
import { HomeSection } from './home-section';

/** Block 2: about the movement, with a quote. */
export function MovementSection() {
  const { t } = useTranslation('home');
  return (
    <HomeSection id="home-movement" title={t('movement.title')}>
      <div className="mx-auto grid max-w-5xl items-center gap-8 md:grid-cols-2">
        <p className="text-lg leading-relaxed">{t('movement.text')}</p>
        <figure className="rounded-box border-l-4 border-accent bg-base-100 p-6 shadow-sm">
          <blockquote className="text-lg italic">
            <p>{t('movement.quote')}</p>
          </blockquote>
          <figcaption className="mt-3 text-sm">— {t('movement.quoteAuthor')}</figcaption>
        </figure>
      </div>
    </HomeSection>
  );
}
