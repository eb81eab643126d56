import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SentFilter, SentPage } from './sent-page';

const FILTERS: SentFilter[] = ['all', 'failed'];

/**
 * 'Messages sent' on the Overview (the spec's five tabs stay five, as the contact inbox does):
 * every notification and mail, newest first, All or Failed, and Resend on a failed one.
 */
export function SentMessagesCard() {
  const { t } = useTranslation('messages-sent');
  const [filter, setFilter] = useState<SentFilter>('all');
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  return (
    <section className="card bg-base-100 shadow-sm lg:col-span-2" aria-labelledby={titleId} data-testid="sent-messages">
      <div className="card-body gap-3 p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={titleId} ref={heading} tabIndex={-1} className="card-title text-lg focus-visible:outline-2">
            {t('title')}
          </h2>
          <div role="group" aria-label={t('filter')} className="join">
            {FILTERS.map((f) => (
              <button
                key={f}
                type="button"
                className={`btn btn-sm join-item min-h-11 ${filter === f ? 'btn-active' : ''}`}
                aria-pressed={filter === f}
                onClick={() => setFilter(f)}
              >
                {t(f)}
              </button>
            ))}
          </div>
        </div>
        <ul className="grid gap-2">
          {/* Resend removes its button: the heading keeps the keyboard's place. */}
          <SentPage key={filter} filter={filter} onResent={() => heading.current?.focus()} />
        </ul>
      </div>
    </section>
  );
}
