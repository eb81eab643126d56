import { describe, expect, it } from 'vitest';
import type { PendingMember } from '../../../shared/schemas/members';
import { serverForFile, signedInForFile } from '../test/fixtures';

const srv = serverForFile();
const admin = signedInForFile(srv, 'admin');

const base = {
  name: 'Mitu Sarkar',
  bio: 'Plants trees',
  website: 'https://mitu.example',
  position: 'Volunteer',
  linkedin: '',
  facebook: '',
  email: 'mitu@example.org',
};
const publicProfile = async (userId: number) =>
  ((await srv.client().get('/api/members')).body as Array<{ userId: number; name: string; bio: string; username: string | null }>).find(
    (p) => p.userId === userId,
  );
const pendingMembers = async (): Promise<PendingMember[]> => (await admin.get('/api/pending-content')).body.members;
/** An admin's approve or reject of the profile at `revisionId` (by default the one the pending list shows now). */
async function decide(verb: 'approve' | 'reject', memberId: number, revisionId?: number) {
  revisionId ??= (await pendingMembers()).find((p) => p.id === memberId)!.revisionId;
  return admin.post(`/api/${verb}-content/member/${memberId}`, { revisionId });
}

/** A member whose profile an admin has published. */
async function publishedMember() {
  const m = await srv.signedIn('member');
  const username = `mitu${m.userId}`;
  const put = await m.client.put(`/api/member-profile/user/${m.userId}`, { ...base, username });
  expect(put.body.profile).toMatchObject({ status: 'pending', reviewStatus: 'pending', changes: [] });
  const entry = (await pendingMembers()).find((p) => p.userId === m.userId)!;
  expect(entry).toMatchObject({ kind: 'new', status: 'pending', changes: [] });
  expect((await decide('approve', entry.id)).status).toBe(200);
  expect((await m.client.get(`/api/member-profile/user/${m.userId}`)).body).toMatchObject({ status: 'approved', reviewStatus: 'approved' });
  return { ...m, username, memberId: entry.id };
}

describe('editing a published profile', () => {
  it('waits for review: the public keeps the approved version, the owner sees the edit as pending, admins see what changed', async () => {
    const m = await publishedMember();
    const put = await m.client.put(`/api/member-profile/user/${m.userId}`, {
      ...base,
      username: m.username,
      bio: 'Plants trees and fixes lamps',
      position: 'Team Lead',
    });
    expect(put.status).toBe(200);
    expect(put.body.message).toBe('Profile updated successfully');
    expect(put.body.profile).toMatchObject({ bio: 'Plants trees and fixes lamps', position: 'Team Lead', status: 'approved', reviewStatus: 'pending' });
    expect(put.body.profile.changes).toEqual([
      { field: 'bio', from: 'Plants trees', to: 'Plants trees and fixes lamps' },
      { field: 'position', from: 'Volunteer', to: 'Team Lead' },
    ]);
    expect(await publicProfile(m.userId)).toMatchObject({ bio: 'Plants trees', role: 'Volunteer' });
    expect((await m.client.get(`/api/member-profile/user/${m.userId}`)).body).toMatchObject({ bio: 'Plants trees and fixes lamps', reviewStatus: 'pending' });
    expect((await admin.get(`/api/member-profile/user/${m.userId}`)).body).toMatchObject({ reviewStatus: 'pending' });

    const entry = (await pendingMembers()).find((p) => p.userId === m.userId)!;
    expect(entry).toMatchObject({ id: m.memberId, kind: 'edit', status: 'pending', bio: 'Plants trees and fixes lamps' });
    expect(entry.changes.map((c) => c.field)).toEqual(['bio', 'position']);

    const ok = await decide('approve', m.memberId, entry.revisionId);
    expect(ok.body.message).toBe('Member approved successfully');
    expect(await publicProfile(m.userId)).toMatchObject({ bio: 'Plants trees and fixes lamps', position: 'Team Lead', status: 'approved' });
    expect((await m.client.get(`/api/member-profile/user/${m.userId}`)).body).toMatchObject({ reviewStatus: 'approved', changes: [] });
    expect((await pendingMembers()).some((p) => p.userId === m.userId)).toBe(false);
    expect((await decide('approve', m.memberId, entry.revisionId)).status).toBe(409);
  });

  it('a rejected edit is dropped: the public and the owner see the approved version, marked rejected', async () => {
    const m = await publishedMember();
    await m.client.put(`/api/member-profile/user/${m.userId}`, { ...base, username: m.username, name: 'Someone Else' });
    const { revisionId } = (await pendingMembers()).find((p) => p.id === m.memberId)!;
    expect((await decide('reject', m.memberId, revisionId)).body.message).toBe('Member rejected successfully');
    expect(await publicProfile(m.userId)).toMatchObject({ name: 'Mitu Sarkar' });
    expect((await m.client.get(`/api/member-profile/user/${m.userId}`)).body).toMatchObject({
      name: 'Mitu Sarkar',
      status: 'approved',
      reviewStatus: 'rejected',
      changes: [],
    });
    expect((await decide('reject', m.memberId, revisionId)).status).toBe(409);
  });

  it('a second edit replaces the first (one entry to review); saving the published version withdraws it', async () => {
    const m = await publishedMember();
    await m.client.put(`/api/member-profile/user/${m.userId}`, { ...base, username: m.username, bio: 'First try' });
    await m.client.put(`/api/member-profile/user/${m.userId}`, { ...base, username: m.username, bio: 'Second try' });
    const mine = (await pendingMembers()).filter((p) => p.userId === m.userId);
    expect(mine.map((p) => p.bio)).toEqual(['Second try']);
    const back = await m.client.put(`/api/member-profile/user/${m.userId}`, { ...base, username: m.username });
    expect(back.body.profile).toMatchObject({ bio: 'Plants trees', reviewStatus: 'approved', changes: [] });
    expect((await pendingMembers()).some((p) => p.userId === m.userId)).toBe(false);
  });

  it('a username asked for in an edit is kept for it: another member gets a 409 naming username', async () => {
    const m = await publishedMember();
    const wanted = `wanted${m.userId}`;
    await m.client.put(`/api/member-profile/user/${m.userId}`, { ...base, username: wanted });
    const other = await srv.signedIn('member');
    const res = await other.client.put(`/api/member-profile/user/${other.userId}`, { ...base, username: wanted.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.body.fields).toEqual({ username: 'This username is already taken' });
    await decide('approve', m.memberId);
    expect(await publicProfile(m.userId)).toMatchObject({ username: wanted });
    // The old username is free again.
    expect((await other.client.put(`/api/member-profile/user/${other.userId}`, { ...base, username: m.username })).status).toBe(200);
  });

  it('a rejected new profile, saved again, goes back for review', async () => {
    const m = await srv.signedIn('member');
    await m.client.put(`/api/member-profile/user/${m.userId}`, base);
    const entry = (await pendingMembers()).find((p) => p.userId === m.userId)!;
    await decide('reject', entry.id);
    expect((await m.client.get(`/api/member-profile/user/${m.userId}`)).body).toMatchObject({ status: 'rejected', reviewStatus: 'rejected' });
    const again = await m.client.put(`/api/member-profile/user/${m.userId}`, { ...base, bio: 'Better bio' });
    expect(again.body.profile).toMatchObject({ status: 'pending', reviewStatus: 'pending', bio: 'Better bio' });
    expect((await pendingMembers()).find((p) => p.userId === m.userId)).toMatchObject({ kind: 'new', bio: 'Better bio' });
  });

  it('a replayed edit (same Idempotency-Key) is stored once', async () => {
    const m = await publishedMember();
    const body = { ...base, username: m.username, bio: 'Replayed' };
    const a = await m.client.put(`/api/member-profile/user/${m.userId}`, body, { 'idempotency-key': 'profile-edit-01' });
    const b = await m.client.put(`/api/member-profile/user/${m.userId}`, body, { 'idempotency-key': 'profile-edit-01' });
    expect(b.body).toEqual(a.body);
    expect(await srv.db('profile_revisions').where({ member_id: m.memberId })).toHaveLength(1);
  });

  it('removing the person removes their pending edit with the profile', async () => {
    const m = await publishedMember();
    await m.client.put(`/api/member-profile/user/${m.userId}`, { ...base, username: m.username, bio: 'Soon gone' });
    expect((await admin.del(`/api/users/${m.userId}`)).status).toBe(200);
    expect(await srv.db('profile_revisions').where({ member_id: m.memberId })).toHaveLength(0);
    expect((await pendingMembers()).some((p) => p.id === m.memberId)).toBe(false);
  });
});
