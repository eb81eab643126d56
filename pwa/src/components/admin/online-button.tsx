import type { ButtonHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/lib/use-online';

/**
 * An admin write button: admins moderate online, so offline it is disabled and says it needs a
 * connection (in its title and to screen readers) instead of failing when pressed.
 */
export function OnlineButton({ children, disabled, title, ...rest }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const { t } = useTranslation('admin');
  const online = useOnline();
  const offlineText = t('offline.needsConnection');
  return (
    <button type="button" {...rest} disabled={disabled || !online} title={online ? title : offlineText} aria-description={online ? undefined : offlineText}>
      {children}
    </button>
  );
}
