import '@/components/tickets/tickets.i18n';
import { useTranslation } from 'react-i18next';

const TONE: Record<string, string> = { pending: 'badge-warning', confirmed: 'badge-success', cancelled: 'badge-error', waitlisted: 'badge-info' };

/** A registration's status as a coloured badge with its word (pending when none is known; 'Waitlist #n' while waitlisted). */
export function RegistrationStatusBadge({ status, position }: { status: string | null | undefined; position?: number | null }) {
  const { t } = useTranslation('participant');
  const s = status || 'pending';
  return (
    <span className={`badge badge-sm whitespace-nowrap ${TONE[s] ?? 'badge-ghost'}`} data-testid="registration-status">
      {s === 'waitlisted' ? t('tickets:waitlistBadge', { position: position ?? '?' }) : t(`status.${s}`, { defaultValue: s })}
    </span>
  );
}
