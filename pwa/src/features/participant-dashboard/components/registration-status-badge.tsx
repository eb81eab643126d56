import { useTranslation } from 'react-i18next';

const TONE: Record<string, string> = { pending: 'badge-warning', confirmed: 'badge-success', cancelled: 'badge-error' };

/** A registration's status as a coloured badge with its word (pending when none is known). */
export function RegistrationStatusBadge({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation('participant');
  const s = status || 'pending';
  return (
    <span className={`badge badge-sm whitespace-nowrap ${TONE[s] ?? 'badge-ghost'}`} data-testid="registration-status">
      {t(`status.${s}`, { defaultValue: s })}
    </span>
  );
}
