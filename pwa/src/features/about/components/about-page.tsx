import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { CardGrid } from './card-grid';
import '../about.i18n';

const GOALS = ['poverty', 'unemployment', 'carbon'] as const;
const APPROACH = ['community', 'youth', 'impact'] as const;
const VALUES = ['innovation', 'collaboration', 'integrity', 'inclusion'] as const;

/** /about: mission, the three zero goals, a quote, the approach and the values. */
export function AboutPage() {
  const { t } = useTranslation('about');
  const cards = (group: string, keys: readonly string[]) => keys.map((key) => ({ key, title: t(`${group}.${key}Title`), text: t(`${group}.${key}Text`) }));

  return (
    <div className="mx-auto grid max-w-6xl gap-12 px-4 py-10" data-testid="about-page">
      <PageHeader title={t('title')} subtitle={t('subtitle')} className="text-center" />
      <section aria-labelledby="about-mission" className="mx-auto max-w-3xl text-center">
        <h2 id="about-mission" className="text-2xl font-bold">
          {t('mission.title')}
        </h2>
        <p className="mt-4 text-lg leading-relaxed">{t('mission.text')}</p>
      </section>
      <CardGrid id="about-goals" title={t('goals.title')} cards={cards('goals', GOALS)} accent="primary" />
      <figure className="mx-auto max-w-3xl rounded-box bg-primary px-6 py-8 text-center text-primary-content">
        <blockquote className="text-xl italic">
          <p>{t('quote.text')}</p>
        </blockquote>
        <figcaption className="mt-3">— {t('quote.author')}</figcaption>
      </figure>
      <CardGrid id="about-approach" title={t('approach.title')} cards={cards('approach', APPROACH)} accent="secondary" />
      <CardGrid id="about-values" title={t('values.title')} cards={cards('values', VALUES)} accent="accent" />
    </div>
  );
}
