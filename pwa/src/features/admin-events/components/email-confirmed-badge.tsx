import { useTranslation } from 'react-i18next';

/**
 * Whether the registration's e-mail address is proven (issue 25): its mailed link was clicked, or
 * an account that verified that address made it. Nothing when the answer does not say.
 */
export function EmailConfirmedBadge({ confirmed }: { confirmed: boolean | undefined }) {
  const { t } = useTranslation('admin-events');
  if (confirmed === undefined) return null;
  return (
    <span className={`badge badge-sm whitespace-nowrap ${confirmed ? 'badge-success badge-outline' : 'badge-ghost'}`} data-testid="email-confirmed">
      {t(confirmed ? 'registrations.emailConfirmed' : 'registrations.emailUnconfirmed')}
    </span>
  );
}
