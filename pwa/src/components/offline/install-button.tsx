import { useTranslation } from 'react-i18next';
import { promptInstall, useInstallPrompt } from '@/lib/pwa-register';

/** 'Install app': shown only while the browser offers installation (beforeinstallprompt). */
export function InstallButton() {
  const { t } = useTranslation('offline');
  const offer = useInstallPrompt();
  if (!offer) return null;
  return (
    <button type="button" className="btn btn-sm btn-primary" data-testid="install-button" onClick={() => void promptInstall()}>
      {t('install.button')}
    </button>
  );
}
