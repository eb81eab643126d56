import { useTranslation } from 'react-i18next';
import { NotOnPhoneYet } from '@/components/offline/not-on-phone-yet';
import { useAuth } from '@/lib/auth';
import { useOutboxProgress } from '@/lib/use-outbox';
import { useMySubmissions } from '../submissions.store';
import { SentRow, WaitingRow } from './submission-rows';

/**
 * 'My Submissions': the member's projects, articles and images, newest first: those still on
 * this device (waiting to be sent, with the picture's upload progress; or refused, with Retry),
 * then the server's with their status. Shown from the device offline, only to its owner.
 */
export function MySubmissions() {
  const { t } = useTranslation('submissions');
  const { user } = useAuth();
  const { waiting, sent, neverLoaded, reload } = useMySubmissions(user?.id ?? null);
  const progress = useOutboxProgress();
  const nothing = waiting.length === 0 && (sent?.length ?? 0) === 0;

  return (
    <section className="card bg-base-100 shadow-sm" data-testid="my-submissions" aria-labelledby="my-submissions-title">
      <div className="card-body gap-2 p-4">
        <h2 id="my-submissions-title" className="card-title text-lg">
          {t('mine.title')}
        </h2>
        {neverLoaded && <NotOnPhoneYet text={t('mine.notOnPhone')} onRetry={reload} testId="submissions-not-on-phone" />}
        {nothing ? (
          !neverLoaded && (
            <p className="text-sm opacity-80" role="status">
              {sent == null ? t('mine.loading') : t('mine.empty')}
            </p>
          )
        ) : (
          <ul className="divide-y divide-base-300">
            {waiting.map((item) => (
              <WaitingRow key={item.id} item={item} percent={progress[item.id]} />
            ))}
            {(sent ?? []).map((item) => (
              <SentRow key={`${item.kind}-${item.id}`} item={item} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
