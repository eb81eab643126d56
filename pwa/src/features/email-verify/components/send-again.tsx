import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NetworkError, serverMessage } from '@/lib/api-client';
import { messageText } from '@/lib/message-text';
import { resendVerification } from '../api/resend-verification';
import '../email-verify.i18n';

type State = { step: 'idle' | 'sending' } | { step: 'sent' | 'refused'; text: string };

/**
 * 'Send again': asks for a new confirmation link and says what came of it in the server's words
 * (on its way, already confirmed, or the hourly limit with how long to wait).
 */
export function SendAgain() {
  const { t } = useTranslation('email-verify');
  const [state, setState] = useState<State>({ step: 'idle' });

  async function send() {
    setState({ step: 'sending' });
    try {
      const { message } = await resendVerification();
      setState({ step: 'sent', text: messageText(message) });
    } catch (err) {
      setState({ step: 'refused', text: err instanceof NetworkError ? t('sendOffline') : (serverMessage(err) ?? t('sendFailed')) });
    }
  }

  if (state.step === 'sent') return <span role="status">{state.text}</span>;
  return (
    <>
      <button type="button" className="btn btn-link btn-sm min-h-11 px-0" onClick={send} disabled={state.step === 'sending'}>
        {state.step === 'sending' ? t('sending') : t('sendAgain')}
      </button>
      {state.step === 'refused' && <span role="alert">{state.text}</span>}
    </>
  );
}
