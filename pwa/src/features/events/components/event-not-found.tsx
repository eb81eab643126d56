import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/**
 * No event to show: the server has none with this id ('Event not found'), it is not on this
 * device and the server cannot be reached ('offline'), or the server failed ('error').
 */
export function EventNotFound({ reason }: { reason: 'not-found' | 'offline' | 'error' }) {
  const { t } = useTranslation('events');
  const [title, text] =
    reason === 'offline'
      ? [t('detail.offlineTitle'), t('detail.offlineText')]
      : reason === 'error'
        ? [t('error.title'), t('error.text')]
        : [t('detail.notFoundTitle'), t('detail.notFoundText')];
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center" data-testid="event-not-found" data-reason={reason}>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-3 opacity-80">{text}</p>
      <Link to="/events" className="btn btn-primary mt-8">
        {t('detail.backToEvents')}
      </Link>
    </section>
  );
}
