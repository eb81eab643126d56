import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth';
import { needsConfirming } from '../email-verify';
import { SendAgain } from './send-again';
import '../email-verify.i18n';

/**
 * The dashboards' quiet 'Confirm your e-mail' line with 'Send again', above the dashboard while
 * the signed-in account's address is not proven. `narrow`: above a narrow page (application status).
 */
export function ConfirmEmailLine({ narrow = false }: { narrow?: boolean }) {
  const { t } = useTranslation('email-verify');
  const { user } = useAuth();
  if (!user || !needsConfirming(user)) return null;
  return (
    <div className={`mx-auto w-full px-3 pt-4 sm:px-4 ${narrow ? 'max-w-3xl' : 'max-w-7xl'}`} data-testid="confirm-email-line">
      <p className="rounded-box border-base-300 bg-base-100 flex flex-wrap items-center gap-x-3 border px-3 text-sm">
        <span>{t('line', { email: user.email })}</span>
        <SendAgain />
      </p>
    </div>
  );
}
