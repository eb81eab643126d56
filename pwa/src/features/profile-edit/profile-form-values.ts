/**
 * Edit Profile's values, without React: what the form starts from and the body of the PUT.
 * The PUT replaces the whole profile, so the fields the dialog does not show (position, contact
 * e-mail) go back as they were.
 */
import { memberProfileInput, type MemberProfileInput, type OwnProfile } from '@shared/schemas/members';
import type { CurrentUser } from '@shared/schemas/users';

/** The fields the dialog edits, with the shared schema's rules. */
export const profileFormSchema = memberProfileInput.pick({
  name: true,
  username: true,
  bio: true,
  website: true,
  profileImageUrl: true,
  linkedin: true,
  facebook: true,
});

export const FORM_FIELDS = ['name', 'username', 'bio', 'website', 'profileImageUrl', 'linkedin', 'facebook'] as const;
export type ProfileFormValues = Record<(typeof FORM_FIELDS)[number], string>;
type Kept = Pick<MemberProfileInput, 'position' | 'email'>;

/** A profile as the server shows it, in the PUT's shape. */
export function inputOf(p: OwnProfile): MemberProfileInput {
  return {
    name: p.name,
    username: p.username,
    bio: p.bio,
    website: p.website,
    profileImageUrl: p.profileImageUrl,
    position: p.position,
    linkedin: p.social.linkedin,
    facebook: p.social.facebook,
    email: p.email,
  };
}

const fullName = (user: Pick<CurrentUser, 'firstName' | 'lastName'> | null) => [user?.firstName, user?.lastName].filter(Boolean).join(' ').trim();

/**
 * Where the form starts: a save still waiting on this device (what was typed last), else the
 * profile as last loaded, else (no profile yet) the account's name and picture.
 */
export function startingInput(
  queued: MemberProfileInput | null,
  profile: OwnProfile | null,
  user: Pick<CurrentUser, 'firstName' | 'lastName' | 'profileImageUrl'> | null,
): MemberProfileInput {
  if (queued) return queued;
  if (profile) return inputOf(profile);
  return { name: fullName(user), profileImageUrl: user?.profileImageUrl ?? null };
}

export function formValuesOf(input: MemberProfileInput): ProfileFormValues {
  return Object.fromEntries(FORM_FIELDS.map((f) => [f, input[f] ?? ''])) as ProfileFormValues;
}

const orNull = (v: string | null | undefined) => (v && v.trim() !== '' ? v.trim() : null);

/** The PUT body: the edited fields (blank means none) and the kept ones as they were. */
export function bodyOf(values: Partial<Record<keyof ProfileFormValues, string | null | undefined>>, kept: Kept): MemberProfileInput {
  return {
    name: (values.name ?? '').trim(),
    username: orNull(values.username),
    bio: orNull(values.bio),
    website: orNull(values.website),
    profileImageUrl: orNull(values.profileImageUrl),
    position: kept.position ?? null,
    linkedin: orNull(values.linkedin),
    facebook: orNull(values.facebook),
    email: kept.email ?? null,
  };
}
