import { describe, expect, it } from 'vitest';
import { serverForFile } from '../test/fixtures';
import { accountForClaims } from './oidc-accounts';

const srv = serverForFile();

describe('provider sign-in finds the right account', () => {
  it('links an existing account by e-mail only when the provider verified the e-mail', async () => {
    const owner = await srv.signedIn('admin', 'owner.admin@example.com');
    await expect(accountForClaims(srv.db, { sub: 'attacker-sub', email: 'owner.admin@example.com' })).rejects.toMatchObject({
      status: 409,
      fields: { email: expect.any(String) },
    });
    await expect(accountForClaims(srv.db, { sub: 'attacker-sub', email: 'owner.admin@example.com', email_verified: 'true' })).rejects.toMatchObject({
      status: 409,
    });
    expect((await srv.db('users').where({ id: owner.userId }).first()).oidc_subject).toBeNull();

    const linked = await accountForClaims(srv.db, { sub: 'owner-sub', email: 'Owner.Admin@example.com', email_verified: true });
    expect(linked.id).toBe(owner.userId);
    expect((await accountForClaims(srv.db, { sub: 'owner-sub' })).id).toBe(owner.userId);
  });

  it('a new e-mail becomes a pending applicant', async () => {
    const user = await accountForClaims(srv.db, { sub: 'new-sub', email: 'new.person@example.com', given_name: 'New' });
    expect(user).toMatchObject({
      email: 'new.person@example.com',
      role: 'applicant',
      application_status: 'pending',
      first_name: 'New',
      oidc_subject: 'new-sub',
    });
  });

  it('a provider that verified the account’s address proves it; one that did not, or verified another, does not', async () => {
    const created = await accountForClaims(srv.db, { sub: 'proven-sub', email: 'Proven@example.com', email_verified: true });
    expect(created.email_verified_at).toBeTruthy();
    const unproven = await accountForClaims(srv.db, { sub: 'unproven-sub', email: 'unproven@example.com', email_verified: false });
    expect(unproven.email_verified_at).toBeNull();

    // A linked account: proven at a later sign-in, only for its own address.
    expect((await accountForClaims(srv.db, { sub: 'unproven-sub', email: 'other@example.com', email_verified: true })).email_verified_at).toBeNull();
    expect((await accountForClaims(srv.db, { sub: 'unproven-sub', email: 'unproven@example.com', email_verified: 'true' })).email_verified_at).toBeNull();
    expect((await accountForClaims(srv.db, { sub: 'unproven-sub', email: 'unproven@example.com', email_verified: true })).email_verified_at).toBeTruthy();

    // An account with a password, linked by its verified address.
    const owner = await srv.signedIn('participant', 'linked.by.email@example.com');
    const linked = await accountForClaims(srv.db, { sub: 'linking-sub', email: 'linked.by.email@example.com', email_verified: true });
    expect(linked).toMatchObject({ id: owner.userId, email_verified_at: expect.any(String) });
    expect((await owner.client.get('/api/auth/user')).body.emailVerified).toBe(true);
  });
});
