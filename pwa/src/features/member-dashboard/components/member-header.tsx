import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@shared/schemas/users';
import { NEW_MEMBER } from '@shared/levels';
import { Avatar } from '@/components/admin/avatar';
import type { StoredAnalytics } from '../analytics.store';
import { useLedgerTexts } from '../ledger-texts';

/** Avatar (initials without a picture), name, position or 'Member', the level badge, Edit Profile and Settings. */
export function MemberHeader({
  user,
  analytics,
  levelKnown = true,
  editProfile,
  onSettings,
}: {
  user: CurrentUser;
  analytics: StoredAnalytics | null;
  /** False when this phone never loaded the member's analytics: no level badge (never a made-up 'New Member'). */
  levelKnown?: boolean;
  editProfile?: ReactNode;
  onSettings: () => void;
}) {
  const { t } = useTranslation('member-dashboard');
  const { levelName } = useLedgerTexts();
  const name =
    [user.firstName, user.lastName]
      .map((s) => s?.trim())
      .filter(Boolean)
      .join(' ') || user.email;
  const level = analytics?.value.analytics.level || NEW_MEMBER;
  return (
    <header className="flex flex-wrap items-center gap-3" data-testid="member-header">
      <Avatar src={user.profileImageUrl} name={name} size={56} />
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-2xl font-bold sm:text-3xl">{name}</h1>
        <p className="truncate opacity-80" data-testid="member-position">
          {analytics?.position || t('header.defaultRole')}
        </p>
      </div>
      <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
        {levelKnown && (
          <span className="badge badge-primary whitespace-nowrap" data-testid="member-level-badge">
            {t('header.levelBadge', { level: levelName(level) })}
          </span>
        )}
        {editProfile}
        <button type="button" className="btn btn-outline btn-sm min-h-11" onClick={onSettings}>
          {t('header.settings')}
        </button>
      </div>
    </header>
  );
}
