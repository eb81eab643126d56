import { useTranslation } from 'react-i18next';
import type { Member } from '@shared/schemas/members';
import '../members.i18n';
import { isSafeLink } from '@shared/safe-link';

type SocialLink = { key: 'linkedin' | 'facebook' | 'website' | 'email'; href: string; external: boolean };

/** LinkedIn, Facebook, website (new tab) and a mailto link, each only when known. */
export function MemberSocialButtons({ member }: { member: Member }) {
  const { t } = useTranslation('members');
  const links: SocialLink[] = [];
  if (isSafeLink(member.social.linkedin)) links.push({ key: 'linkedin', href: member.social.linkedin, external: true });
  if (isSafeLink(member.social.facebook)) links.push({ key: 'facebook', href: member.social.facebook, external: true });
  if (isSafeLink(member.website)) links.push({ key: 'website', href: member.website, external: true });
  if (member.email) links.push({ key: 'email', href: `mailto:${member.email}`, external: false });
  if (links.length === 0) return null;

  return (
    <ul className="flex flex-wrap justify-center gap-2 md:justify-start" aria-label={t('profile.social')}>
      {links.map((link) => (
        <li key={link.key}>
          <a href={link.href} className="btn btn-outline btn-sm" {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {t(`profile.${link.key}`)}
            {link.external && <span className="sr-only"> {t('profile.opensInNewTab')}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
