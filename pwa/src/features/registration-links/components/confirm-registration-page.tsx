import '../registration-links.i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RegistrationConfirmAnswer } from '@shared/schemas/registrations';
import { NetworkError, serverMessage } from '@/lib/api-client';
import { useOnline } from '@/lib/use-online';
import { confirmRegistrationEmail } from '../api/confirm-registration-email';

/** A token as mailed (base64url); anything else is an incomplete link. */
const isToken = (token: string | null): token is string => !!token && /^[A-Za-z0-9_-]{16,200}$/.test(token);

type Step =
  | { kind: 'ask' }
  | { kind: 'sending' }
  | { kind: 'done'; answer: RegistrationConfirmAnswer }
  | { kind: 'problem'; message: string }
  | { kind: 'offline' | 'failed' };

/**
 * /registrations/confirm?token=...: the link in a visitor's registration mail. Asks once (a tap,
 * not on load: a mail scanner opening links must not confirm anything), then says what happened:
 * confirmed (with the event), or the server's reason the link did not work (used, expired, not
 * valid, the registration cancelled since). Needs a connection: offline it says so and waits.
 */
export function ConfirmRegistrationPage({ token }: { token: string | null }) {
  const { t, i18n } = useTranslation('registration-links');
  const online = useOnline();
  const [step, setStep] = useState<Step>(isToken(token) ? { kind: 'ask' } : { kind: 'problem', message: t('confirm.noToken') });

  async function confirm() {
    if (!isToken(token)) return;
    setStep({ kind: 'sending' });
    try {
      setStep({ kind: 'done', answer: await confirmRegistrationEmail(token) });
    } catch (err) {
      const message = serverMessage(err);
      if (err instanceof NetworkError) setStep({ kind: 'offline' });
      else setStep(message ? { kind: 'problem', message } : { kind: 'failed' });
    }
  }

  const eventTitle = (a: RegistrationConfirmAnswer) => (i18n.language === 'bn' && a.eventTitleBn) || a.eventTitle;
  return (
    <section className="mx-auto grid max-w-lg gap-4 px-4 py-10" data-testid="confirm-registration-page">
      <h1 className="text-2xl font-bold">{t('confirm.title')}</h1>
      {step.kind === 'done' || step.kind === 'problem' ? (
        <>
          <div role="status" className={`alert ${step.kind === 'done' ? 'alert-success' : 'alert-error'} flex-col items-start`}>
            <p className="font-semibold">{step.kind === 'done' ? t('confirm.done') : t('confirm.problem')}</p>
            <p>{step.kind === 'done' ? t('confirm.doneNote', { event: eventTitle(step.answer) }) : step.message}</p>
            {step.kind === 'problem' && <p>{t('confirm.problemNote')}</p>}
          </div>
          <Link to="/events" className="btn btn-primary justify-self-start">
            {t('toEvents')}
          </Link>
        </>
      ) : (
        <div className="card bg-base-100 shadow">
          <div className="card-body gap-3">
            <h2 className="card-title">{t('confirm.ask')}</h2>
            <p className="opacity-80">{t('confirm.explain')}</p>
            {(!online || step.kind === 'offline') && (
              <p role="alert" className="alert alert-warning">
                {t('confirm.offline')}
              </p>
            )}
            {step.kind === 'failed' && (
              <p role="alert" className="alert alert-error">
                {t('confirm.failed')}
              </p>
            )}
            <div className="card-actions justify-end">
              <button type="button" className="btn btn-primary min-h-11" onClick={() => void confirm()} disabled={!online || step.kind === 'sending'}>
                {step.kind === 'sending' ? t('confirm.sending') : t('confirm.confirm')}
              </button>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
