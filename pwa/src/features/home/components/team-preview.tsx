import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { avatarSrc, memberProfilePath, showPlaceholderAvatar } from '@/lib/member-display';
import { teamPreview } from '../home.selectors';
import { useHomeMembers } from '../home.store';
import { HomeSection } from './home-section';
import { LoadingCards } from './loading-note';
import { srcSetFor } from '@shared/images';
import { replayImageError } from '@/components/ui/replay-image-error';

/** Block 6: the first 4 members, each linking to /member/{username}, and a button to /members. */
export function TeamPreview() {
  const { t } = useTranslation('home');
  const { items, isLoading, neverLoaded } = useHomeMembers();
  const members = teamPreview(items);

  let body;
  if (isLoading) body = <LoadingCards shape="person" />;
  else if (members.length === 0) body = <p className="py-6 text-center opacity-80">{t('team.empty')}</p>;
  else
    body = (
      <ul className="grid grid-cols-2 gap-6 lg:grid-cols-4">
        {members.map((member) => (
          <li key={member.id} className="card relative items-center bg-base-100 p-6 text-center shadow-sm hover:shadow-md" data-testid="home-member">
            <img
              src={avatarSrc(member)}
              srcSet={srcSetFor(avatarSrc(member))}
              alt={t('team.photoAlt', { name: member.name })}
              width={96}
              height={96}
              sizes="96px"
              loading="lazy"
              decoding="async"
              onError={showPlaceholderAvatar}
              ref={replayImageError}
              className="h-24 w-24 rounded-full bg-base-300 object-cover"
            />
            <h3 className="mt-4 font-semibold">
              <Link to={memberProfilePath(member)} className="after:absolute after:inset-0">
                {member.name}
              </Link>
            </h3>
            {(member.role || member.position) && <p className="text-sm text-primary">{member.role || member.position}</p>}
          </li>
        ))}
      </ul>
    );

  return (
    <HomeSection id="home-team" title={t('team.title')} className="bg-base-100" notOnPhone={neverLoaded ? t('notOnPhone') : undefined}>
      {body}
      <p className="mt-8 text-center">
        <Link to="/members" className="btn btn-primary">
          {t('team.viewAll')}
        </Link>
      </p>
    </HomeSection>
  );
}
