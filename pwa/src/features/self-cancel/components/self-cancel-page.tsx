import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useOnline } from '@/lib/use-online';
import { cancelRegistration } from '../api/cancel-registration';
import { type Outcome, outcomeOfAnswer, outcomeOfError, registrationIdOf } from '../self-cancel';
import '../self-cancel.i18n';

type Step = 'ask' | 'sending' | Outcome;

/** The ending's heading, its note, and its colour (whole class names, so the CSS build keeps them). */
const ENDINGS: Record<Exclude<Step, 'ask' | 'sending' | 'offline' | 'failed'>, { title: string; note: string; tone: string }> = {
  done: { title: 'done', note: 'doneNote', tone: 'alert-success' },
  already: { title: 'already', note: 'alreadyNote', tone: 'alert-info' },
  bad_link: { title: 'badLink', note: 'badLinkNote', tone: 'alert-error' },
  not_found: { title: 'notFound', note: 'badLinkNote', tone: 'alert-error' },
};

/**
 * /cancel-registration/:id?token=...: the page a cancel link opens. Asks once ('Cancel this
 * registration?'), then cancels and says how it went: done, already cancelled (the link was used),
 * or a bad link. It needs a connection (the answer is the point): offline it says so and waits.
 */
export function SelfCancelPage({ idParam, token }: { idParam: string | undefined; token: string | null }) {
  const { t } = useTranslation('self-cancel');
  const online = useOnline();
  const id = registrationIdOf(idParam);
  const [step, setStep] = useState<Step>(id === null ? 'bad_link' : 'ask');

  async function confirm() {
    if (id === null) return;
    setStep('sending');
    try {
      setStep(outcomeOfAnswer(await cancelRegistration(id, token)));
    } catch (err) {
      setStep(outcomeOfError(err));
    }
  }

  const ending = step in ENDINGS ? ENDINGS[step as keyof typeof ENDINGS] : null;
  return (
    <section className="mx-auto grid max-w-lg gap-4 px-4 py-10" data-testid="self-cancel-page">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      {ending ? (
        <div role="status" className={`alert ${ending.tone} flex-col items-start`}>
          <p className="font-semibold">{t(ending.title)}</p>
          <p>{t(ending.note)}</p>
        </div>
      ) : (
        <div className="card bg-base-100 shadow">
          <div className="card-body gap-3">
            <h2 className="card-title">{t('ask')}</h2>
            <p className="opacity-80">{t('explain')}</p>
            {(!online || step === 'offline') && (
              <p role="alert" className="alert alert-warning">
                {t('offline')}
              </p>
            )}
            {step === 'failed' && (
              <p role="alert" className="alert alert-error">
                {t('failed')}
              </p>
            )}
            <div className="card-actions flex-wrap justify-end">
              <Link to="/events" className="btn btn-ghost">
                {t('keep')}
              </Link>
              <button type="button" className="btn btn-error" onClick={confirm} disabled={!online || step === 'sending'}>
                {step === 'sending' ? t('sending') : t('confirm')}
              </button>
            </div>
          </div>
        </div>
      )}
      {ending && (
        <Link to="/events" className="btn btn-primary justify-self-start">
          {t('toEvents')}
        </Link>
      )}
    </section>
  );
}
