import '../tickets.i18n';
import { useTranslation } from 'react-i18next';

/** Shown when the server answered 'full, with a waitlist': 'Join the waitlist' sends the same registration again with joinWaitlist. */
export function WaitlistOffer({ onJoin, busy }: { onJoin: () => void; busy: boolean }) {
  const { t } = useTranslation('tickets');
  return (
    <div className="alert alert-warning mt-2 grid gap-2" role="alert" data-testid="waitlist-offer">
      <p>{t('waitlist.fullText')}</p>
      <button type="button" className="btn btn-primary min-h-11" disabled={busy} aria-busy={busy || undefined} onClick={onJoin}>
        {busy ? t('waitlist.joining') : t('waitlist.join')}
      </button>
    </div>
  );
}
