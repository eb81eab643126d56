import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClosableModal } from '@/components/ui/closable-modal';
import { LanguageSetting } from './language-setting';
import { SignOutEverywhere } from './sign-out-everywhere';

/** The header's Settings: language, what the route adds (`children`: notifications on this phone, the calendar feed), and signing out everywhere. */
export function SettingsDialog({ open, onClose, children }: { open: boolean; onClose: () => void; children?: ReactNode }) {
  const { t } = useTranslation('member-dashboard');
  return (
    <ClosableModal open={open} onClose={onClose} title={t('settings.title')} testId="member-settings-dialog" closeLabel={t('settings.close')}>
      <div className="mt-4 grid gap-5">
        <LanguageSetting />
        {children}
        <SignOutEverywhere />
      </div>
    </ClosableModal>
  );
}
