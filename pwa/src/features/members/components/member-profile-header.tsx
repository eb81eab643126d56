import { useTranslation } from 'react-i18next';
import type { Member } from '@shared/schemas/members';
import { formatDate } from '@/lib/i18n';
import { isActiveMember } from '../member-lookup';
import { MemberAvatar } from './member-avatar';
import { MemberSocialButtons } from './member-social-buttons';
import '../members.i18n';

/** Photo, name, role, status badge, 'Joined {month year}' and the social buttons. */
export function MemberProfileHeader({ member }: { member: Member }) {
  const { t } = useTranslation('members');
  const active = isActiveMember(member);
  const role = member.role || member.position;
  return (
    <header className="card bg-base-100 shadow-sm">
      <div className="card-body flex-col items-center gap-6 md:flex-row md:items-start">
        <MemberAvatar member={member} size={160} eager className="shrink-0" />
        <div className="grid gap-2 text-center md:text-left">
          <h1 className="text-3xl font-bold">{member.name}</h1>
          {role && <p className="text-lg font-medium text-primary">{role}</p>}
          <p className="flex flex-wrap items-center justify-center gap-3 md:justify-start">
            <span className={`badge ${active ? 'badge-success' : 'badge-warning'}`} data-testid="member-status-badge">
              {active ? t('profile.statusActive') : t(`status.${member.status}`, { defaultValue: member.status })}
            </span>
            <span className="text-sm opacity-80" data-testid="member-joined">
              {t('profile.joined', { date: formatDate(member.createdAt, t('profile.joinedFormat')) })}
            </span>
          </p>
          <MemberSocialButtons member={member} />
        </div>
      </div>
    </header>
  );
}
