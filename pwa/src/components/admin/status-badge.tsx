import { useTranslation } from 'react-i18next';

const TONE: Record<string, string> = {
  pending: 'badge-warning',
  approved: 'badge-success',
  published: 'badge-success',
  confirmed: 'badge-success',
  completed: 'badge-neutral',
  active: 'badge-success',
  rejected: 'badge-error',
  cancelled: 'badge-error',
  inactive: 'badge-ghost',
  upcoming: 'badge-info',
  ongoing: 'badge-accent',
};

/** A status word as a coloured badge (the word is always written, never colour alone). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  return <span className={`badge badge-sm whitespace-nowrap ${TONE[status] ?? 'badge-ghost'}`}>{t(`status.${status}`, { defaultValue: status })}</span>;
}
