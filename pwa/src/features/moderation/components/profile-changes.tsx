import { useTranslation } from 'react-i18next';
import type { ProfileChange } from '@shared/schemas/members';
import { ImageWithFallback } from '@/components/admin/image-with-fallback';

/** One side of a change: a picture as a thumbnail, text as it is, nothing as 'empty'. */
function Value({ field, value, side }: { field: ProfileChange['field']; value: string | null; side: 'from' | 'to' }) {
  const { t } = useTranslation('content');
  const Tag = side === 'from' ? 'del' : 'ins';
  const look = side === 'from' ? 'opacity-70' : 'font-medium';
  if (value === null) return <Tag className={`italic no-underline opacity-70`}>{t('profileChanges.empty')}</Tag>;
  if (field === 'profileImageUrl') {
    return (
      <Tag className="no-underline">
        <ImageWithFallback
          src={value}
          alt={t(`profileChanges.${side}Picture`)}
          width={48}
          height={48}
          loading="lazy"
          className="size-12 rounded-box bg-base-200 object-cover"
          data-testid="profile-change-thumb"
        />
      </Tag>
    );
  }
  return <Tag className={`min-w-0 break-words whitespace-pre-line no-underline ${look}`}>{value}</Tag>;
}

/**
 * What a profile edit changes (GET /api/pending-content, a member of kind 'edit'): each field
 * with the published value, an arrow and the new one; pictures as thumbnails.
 */
export function ProfileChanges({ changes }: { changes: readonly ProfileChange[] }) {
  const { t } = useTranslation('content');
  if (changes.length === 0) return null;
  return (
    <ul className="grid gap-2 rounded-box bg-base-200/60 p-3 text-sm" aria-label={t('profileChanges.label')} data-testid="profile-changes">
      {changes.map((c) => (
        <li key={c.field} className="grid gap-1" data-field={c.field}>
          <span className="font-semibold">{t(`profileChanges.fields.${c.field}`)}</span>
          <span className="flex min-w-0 flex-wrap items-center gap-2">
            <Value field={c.field} value={c.from} side="from" />
            <span aria-hidden="true">→</span>
            <span className="sr-only">{t('profileChanges.becomes')}</span>
            <Value field={c.field} value={c.to} side="to" />
          </span>
        </li>
      ))}
    </ul>
  );
}
