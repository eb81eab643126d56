import '../tickets.i18n';
import { useTranslation } from 'react-i18next';

const TONE: Record<string, string> = { pending: 'badge-warning', confirmed: 'badge-success', cancelled: 'badge-error', waitlisted: 'badge-info' };

/** A registration's status on a ticket: 'Pending — not confirmed yet' stands out; a waitlisted one shows 'Waitlist #n'. */
export function TicketStatus({ status, position }: { status: string; position?: number | null }) {
  const { t } = useTranslation('tickets');
  const text =
    status === 'waitlisted' ? (position ? t('waitlistBadge', { position }) : t('waitlistUnknown')) : t(`statusValue.${status}`, { defaultValue: status });
  return (
    <span className={`badge h-auto min-h-6 font-semibold whitespace-normal ${TONE[status] ?? 'badge-ghost'}`} data-testid="ticket-status">
      {text}
    </span>
  );
}
