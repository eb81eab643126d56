import { useTranslation } from 'react-i18next';
import type { Member } from '@shared/schemas/members';
import { avatarSrc, showPlaceholderAvatar } from '@/lib/member-display';
import { srcSetFor } from '@shared/images';
import '../members.i18n';
import { replayImageError } from '@/components/ui/replay-image-error';

interface MemberAvatarProps {
  member: Pick<Member, 'name' | 'profileImageUrl'>;
  /** Rendered size in CSS pixels (square). */
  size: number;
  className?: string;
  /** The profile's photo is above the fold: load it at once. */
  eager?: boolean;
}

/** A member's round photo; the placeholder avatar when it is missing or fails to load. */
export function MemberAvatar({ member, size, className = '', eager = false }: MemberAvatarProps) {
  const { t } = useTranslation('members');
  return (
    <img
      src={avatarSrc(member)}
      srcSet={srcSetFor(avatarSrc(member))}
      alt={t('card.photoAlt', { name: member.name })}
      width={size}
      height={size}
      sizes={`${size}px`}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={showPlaceholderAvatar}
      ref={replayImageError}
      className={`rounded-full bg-base-300 object-cover ${className}`}
      style={{ width: size, height: size }}
      data-testid="member-photo"
    />
  );
}
