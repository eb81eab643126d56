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
});
