import type { Knex } from 'knex';
import { AppError } from '../lib/errors';
import { nowIso } from '../lib/time';
import { usersRepo, type UserRow } from '../users/users.repo';

export interface ProviderClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  given_name?: unknown;
  family_name?: unknown;
}

/** The address the provider vouches for (lower case), when it says it verified it. */
const verifiedEmail = (claims: ProviderClaims): string | null =>
  claims.email_verified === true && typeof claims.email === 'string' ? claims.email.toLowerCase() : null;

/**
 * The account a provider sign-in belongs to: the one linked to this subject; else the account
 * with the same e-mail, but only when the provider says the e-mail is verified (otherwise anyone
 * could claim an address at a provider and take over its account here); else a new applicant.
 * When the provider verified the account's address, the account's address is proven.
 */
export async function accountForClaims(db: Knex, claims: ProviderClaims): Promise<UserRow> {
  const proven = verifiedEmail(claims);
  const linked = await usersRepo.findBySubject(db, claims.sub);
  if (linked) return withProof(db, linked, proven);
  const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : `${claims.sub}@oidc.invalid`;
  const byEmail = await usersRepo.findByEmail(db, email);
  if (byEmail) {
    if (claims.email_verified !== true) {
      throw new AppError(
        409,
        'conflict',
        'An account with this email already exists. Please sign in with your password, or verify your e-mail with the provider first.',
        {
          email: 'Already registered; the provider has not verified this e-mail',
        },
      );
    }
    return withProof(db, (await usersRepo.update(db, byEmail.id, { oidcSubject: claims.sub }))!, proven);
  }
  return usersRepo.insert(db, {
    email,
    passwordHash: null,
    firstName: typeof claims.given_name === 'string' ? claims.given_name : null,
    lastName: typeof claims.family_name === 'string' ? claims.family_name : null,
    role: 'applicant',
    authType: 'oidc',
    oidcSubject: claims.sub,
    applicationStatus: 'pending',
    appliedAt: nowIso(),
    emailVerifiedAt: proven ? nowIso() : null,
  });
}

/** The account, marked verified when the provider vouches for its current address (not another one). */
async function withProof(db: Knex, user: UserRow, proven: string | null): Promise<UserRow> {
  if (user.email_verified_at || proven !== user.email) return user;
  await usersRepo.markEmailVerified(db, user.id, proven);
  return (await usersRepo.findById(db, user.id))!;
}
