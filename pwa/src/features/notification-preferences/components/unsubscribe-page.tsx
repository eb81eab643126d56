import '../notification-preferences.i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { UnsubscribeAnswer } from '@shared/schemas/notification-preferences';
import { NetworkError, serverMessage } from '@/lib/api-client';
import { useOnline } from '@/lib/use-online';
import { unsubscribeByLink } from '../api/unsubscribe';

/** A token as mailed; anything else is an incomplete link (the server checks the rest). */
const isToken = (token: string | null): token is string => !!token && token.length <= 200;

type Step =
  { kind: 'ask' } | { kind: 'sending' } | { kind: 'done'; answer: UnsubscribeAnswer } | { kind: 'problem'; message: string } | { kind: 'offline' | 'failed' };

/**
 * /unsubscribe?token=…: where a notification mail's 'Stop these e-mails' leads (and the
 * List-Unsubscribe address, opened in a browser). Asks for one tap (mail scanners open links: only
 * the tap unsubscribes), then says what changed. No sign-in needed: the token names the person and the kind.
 */
export function UnsubscribePage({ token }: { token: string | null }) {
  const { t } = useTranslation('notification-preferences');
  const online = useOnline();
  const [step, setStep] = useState<Step>(isToken(token) ? { kind: 'ask' } : { kind: 'problem', message: t('unsubscribe.noToken') });

  async function stop() {
    if (!isToken(token)) return;
    setStep({ kind: 'sending' });
    try {
      setStep({ kind: 'done', answer: await unsubscribeByLink(token) });
    } catch (err) {
      const message = serverMessage(err);
      if (err instanceof NetworkError) setStep({ kind: 'offline' });
      else setStep(message ? { kind: 'problem', message } : { kind: 'failed' });
    }
  }

  const doneText = (a: UnsubscribeAnswer) => t(a.channel === 'push' ? 'unsubscribe.donePush' : 'unsubscribe.doneOff', { kind: t(`kinds.${a.kind}`) });
  return (
    <section className="mx-auto grid max-w-lg gap-4 px-4 py-10" data-testid="unsubscribe-page">
      <h1 className="text-2xl font-bold">{t('unsubscribe.title')}</h1>
      {step.kind === 'done' || step.kind === 'problem' ? (
        <>
          <div role="status" className={`alert ${step.kind === 'done' ? 'alert-success' : 'alert-error'} flex-col items-start`}>
            <p className="font-semibold">{step.kind === 'done' ? t('unsubscribe.done') : t('unsubscribe.problem')}</p>
            <p>{step.kind === 'done' ? doneText(step.answer) : step.message}</p>
          </div>
          <Link to="/" className="btn btn-primary min-h-11 justify-self-start">
            {t('unsubscribe.home')}
          </Link>
        </>
      ) : (
        <div className="card bg-base-100 shadow">
          <div className="card-body gap-3">
            <p>{t('unsubscribe.explain')}</p>
            {(!online || step.kind === 'offline') && (
              <p role="alert" className="alert alert-warning">
                {t('unsubscribe.offline')}
              </p>
            )}
            {step.kind === 'failed' && (
              <p role="alert" className="alert alert-error">
                {t('unsubscribe.failed')}
              </p>
            )}
            <div className="card-actions justify-end">
              <button type="button" className="btn btn-primary min-h-11" onClick={() => void stop()} disabled={!online || step.kind === 'sending'}>
                {step.kind === 'sending' ? t('unsubscribe.sending') : t('unsubscribe.confirm')}
              </button>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
