import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Member } from '@shared/schemas/members';
import { memberProfilePath } from '@/lib/member-display';
import { MemberAvatar } from './member-avatar';
import '../members.i18n';
import { isSafeLink } from '@shared/safe-link';

/** One team card: photo, name, role, bio, optional LinkedIn and Facebook, and View Profile. */
export function MemberCard({ member }: { member: Member }) {
  const { t } = useTranslation('members');
  // A link saved before the URL rules were tightened is not put in an href.
  const networks = (['linkedin', 'facebook'] as const).filter((n) => isSafeLink(member.social[n]));
  return (
    <article className="card bg-base-100 shadow-sm" data-testid="member-card">
      <div className="card-body items-center gap-3 text-center">
        <MemberAvatar member={member} size={112} />
        <h2 className="card-title text-xl">{member.name}</h2>
        {(member.role || member.position) && <p className="grow-0 font-medium text-primary">{member.role || member.position}</p>}
        {member.bio && <p className="grow-0 text-sm opacity-80">{member.bio}</p>}
        {networks.length > 0 && (
          <ul className="flex flex-wrap justify-center gap-2">
            {networks.map((network) => (
              <li key={network}>
                <a
                  href={member.social[network]!}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="btn btn-outline btn-sm"
                  aria-label={t('card.onNetwork', { name: member.name, network: t(`card.${network}`) })}
                >
                  {t(`card.${network}`)}
                </a>
              </li>
            ))}
          </ul>
        )}
        <div className="card-actions mt-auto">
          <Link to={memberProfilePath(member)} className="btn btn-primary btn-sm">
            {t('card.viewProfile')}
            <span className="sr-only"> {t('card.viewProfileOf', { name: member.name })}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
