import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import { verifyEmail } from '../api/verify-email';
import { type Outcome, outcomeOfError } from '../email-verify';
import { SendAgain } from './send-again';
import '../email-verify.i18n';

type Step = 'checking' | Outcome | 'already';
type Ending = Exclude<Step, 'checking' | 'offline' | 'failed'>;

/** Each ending's heading, its note, and its colour (whole class names, so the CSS build keeps them). */
const ENDINGS: Record<Ending, { title: string; note: string; tone: string }> = {
  confirmed: { title: 'confirmed', note: 'confirmedNote', tone: 'alert-success' },
  already: { title: 'already', note: 'confirmedNote', tone: 'alert-success' },
  expired: { title: 'expired', note: 'expiredNote', tone: 'alert-warning' },
  used: { title: 'used', note: 'usedNote', tone: 'alert-info' },
  invalid: { title: 'invalid', note: 'invalidNote', tone: 'alert-error' },
};
/** Where signing in leads back to: the dashboard, whose line has 'Send again'. */
const SIGN_IN = `/login?next=${encodeURIComponent('/dashboard')}`;

/** A link that did not work: a new one is asked for here when signed in, else after signing in. */
function NewLink() {
  const { t } = useTranslation('email-verify');
  const { user, isLoading } = useAuth();
  if (isLoading || user?.emailVerified === true) return null;
  if (user)
    return (
      <p className="flex flex-wrap items-center gap-x-3">
        <SendAgain />
      </p>
    );
  return (
    <p className="flex flex-wrap items-center gap-3">
      <span>{t('signInFirst')}</span>
      <Link to={SIGN_IN} className="btn btn-primary btn-sm min-h-11">
        {t('signIn')}
      </Link>
    </p>
  );
}

/**
 * /verify-email?token=...: the page the confirmation mail's link opens. Posts the token once on
 * opening (no sign-in needed) and says what happened: confirmed, or the link expired, was used
 * (or replaced), or is not valid, with 'Send again' when signed in. It needs a connection.
 */
export function VerifyEmailPage({ token }: { token: string | null }) {
  const { t } = useTranslation('email-verify');
  const { user, refresh } = useAuth();
  const [step, setStep] = useState<Step>(token ? 'checking' : 'invalid');
  const posted = useRef(false);

  const confirm = useCallback(async () => {
    if (!token) return;
    setStep('checking');
    try {
      await verifyEmail(token);
      setStep('confirmed');
      void refresh(); // the signed-in user's copy now says confirmed: the dashboards' line goes
    } catch (err) {
      setStep(outcomeOfError(err));
    }
  }, [token, refresh]);

  // Once per opening: StrictMode runs effects twice, and a token works once.
  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    void confirm();
  }, [confirm]);

  const shown: Step = step === 'used' && user?.emailVerified === true ? 'already' : step;
  const ending = shown in ENDINGS ? ENDINGS[shown as Ending] : null;
  const done = shown === 'confirmed' || shown === 'already';
  return (
    <section className="mx-auto grid max-w-lg gap-4 px-4 py-10" data-testid="verify-email-page">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      {shown === 'checking' && <p role="status">{t('checking')}</p>}
      {ending && (
        <div role="status" className={`alert ${ending.tone} flex-col items-start`}>
          <p className="font-semibold">{t(ending.title)}</p>
          <p>{t(ending.note)}</p>
        </div>
      )}
      {(shown === 'offline' || shown === 'failed') && (
        <>
          <p role="alert" className="alert alert-warning">
            {t(shown)}
          </p>
          <button type="button" className="btn btn-primary justify-self-start" onClick={() => void confirm()}>
            {t('tryAgain')}
          </button>
        </>
      )}
      {ending && !done && <NewLink />}
      {done && (
        <Link to={user ? '/dashboard' : SIGN_IN} className="btn btn-primary justify-self-start">
          {user ? t('toDashboard') : t('signIn')}
        </Link>
      )}
    </section>
  );
}
