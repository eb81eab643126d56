import { useTranslation } from 'react-i18next';

/** What the Join, Register and 'Register Now' places say while the site settings close registrations. */
export function RegistrationsClosed({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <p role="status" className={`alert alert-info ${className ?? ''}`} data-testid="registrations-closed">
      {t('site.registrationsClosed')}
    </p>
  );
}
