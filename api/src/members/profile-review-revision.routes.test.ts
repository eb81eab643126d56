import { describe, expect, it } from 'vitest';
import type { PendingMember } from '../../../shared/schemas/members';
import { serverForFile, signedInForFile } from '../test/fixtures';

/**
 * An admin decides the profile they reviewed, not whatever waits when they click: the decision
 * names the pending entry's `revisionId`, and a profile saved again in between is a 409 carrying
 * the new version (issue: 'the profile review can be swapped').
 */
const srv = serverForFile();
const admin = signedInForFile(srv, 'admin');

const CHANGED = 'This profile changed since you opened it. Please review the new version.';
const base = { name: 'Mitu Sarkar', bio: 'Plants trees', website: 'https://mitu.example', position: 'Volunteer', linkedin: '', facebook: '', email: '' };
type PublicProfile = { userId: number; name: string; bio: string; website: string | null };
const publicProfile = async (userId: number) => ((await srv.client().get('/api/members')).body as PublicProfile[]).find((p) => p.userId === userId);
const pendingOf = async (userId: number): Promise<PendingMember | undefined> =>
  ((await admin.get('/api/pending-content')).body.members as PendingMember[]).find((p) => p.userId === userId);
const decide = (verb: 'approve' | 'reject', memberId: number, body?: unknown) => admin.post(`/api/${verb}-content/member/${memberId}`, body);

/** A member with a new profile waiting for review (published too when `publish`). */
async function memberWithProfile(publish: boolean) {
  const m = await srv.signedIn('member');
  const username = `rev${m.userId}`;
  const save = (over: Record<string, unknown>) => m.client.put(`/api/member-profile/user/${m.userId}`, { ...base, username, ...over });
  expect((await save({})).status).toBe(200);
  const entry = (await pendingOf(m.userId))!;
  expect(entry).toMatchObject({ kind: 'new', revisionId: expect.any(Number) });
  if (publish) expect((await decide('approve', entry.id, { revisionId: entry.revisionId })).status).toBe(200);
  return { ...m, memberId: entry.id, save };
}

describe('deciding a profile names the revision the admin reviewed', () => {
  it('an edit replaced after the admin opened it is not published: 409 with the new version; the new one is approved by its own id', async () => {
    const m = await memberWithProfile(true);
    await m.save({ bio: 'Plants trees and fixes lamps' });
    const seen = (await pendingOf(m.userId))!;
    expect(seen).toMatchObject({ kind: 'edit', bio: 'Plants trees and fixes lamps', website: 'https://mitu.example' });

    await m.save({ bio: 'Plants trees and fixes lamps', website: 'https://evil.example/phish' });
    const stale = await decide('approve', m.memberId, { revisionId: seen.revisionId });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'revision_changed', message: CHANGED });
    expect(stale.body.pendingMember).toMatchObject({ id: m.memberId, kind: 'edit', website: 'https://evil.example/phish' });
    expect(stale.body.pendingMember.changes).toContainEqual({ field: 'website', from: 'https://mitu.example', to: 'https://evil.example/phish' });
    expect(stale.body.pendingMember.revisionId).not.toBe(seen.revisionId);
    expect(await publicProfile(m.userId)).toMatchObject({ bio: 'Plants trees', website: 'https://mitu.example' });

    const now = (await pendingOf(m.userId))!;
    expect(now).toEqual(stale.body.pendingMember);
    expect((await decide('approve', m.memberId, { revisionId: now.revisionId })).status).toBe(200);
    expect(await publicProfile(m.userId)).toMatchObject({ bio: 'Plants trees and fixes lamps', website: 'https://evil.example/phish' });
    expect((await decide('approve', m.memberId, { revisionId: now.revisionId })).status).toBe(409);
  });

  it('rejecting has the same check: a replaced edit stays waiting until its own version is rejected', async () => {
    const m = await memberWithProfile(true);
    await m.save({ name: 'Someone Else' });
    const seen = (await pendingOf(m.userId))!;
    await m.save({ name: 'Someone Else Again' });
    const stale = await decide('reject', m.memberId, { revisionId: seen.revisionId });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'revision_changed', pendingMember: { name: 'Someone Else Again' } });
    expect(await pendingOf(m.userId)).toMatchObject({ name: 'Someone Else Again' });
    expect((await decide('reject', m.memberId, { revisionId: stale.body.pendingMember.revisionId })).status).toBe(200);
    expect(await pendingOf(m.userId)).toBeUndefined();
    expect(await publicProfile(m.userId)).toMatchObject({ name: 'Mitu Sarkar' });
  });

  it('a brand-new profile rewritten after the admin opened it is not published either', async () => {
    const m = await memberWithProfile(false);
    const seen = (await pendingOf(m.userId))!;
    await m.save({ website: 'https://evil.example/phish' });
    const stale = await decide('approve', m.memberId, { revisionId: seen.revisionId });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'revision_changed', message: CHANGED, pendingMember: { kind: 'new', website: 'https://evil.example/phish' } });
    expect(await publicProfile(m.userId)).toBeUndefined();
    expect((await decide('approve', m.memberId, { revisionId: stale.body.pendingMember.revisionId })).status).toBe(200);
    expect(await publicProfile(m.userId)).toMatchObject({ website: 'https://evil.example/phish' });
  });

  it('saving the same pending version again keeps its revision: the admin still decides it', async () => {
    const m = await memberWithProfile(true);
    await m.save({ bio: 'Same words' });
    const seen = (await pendingOf(m.userId))!;
    await m.save({ bio: 'Same words' });
    expect((await pendingOf(m.userId))!.revisionId).toBe(seen.revisionId);
    expect((await decide('approve', m.memberId, { revisionId: seen.revisionId })).status).toBe(200);
    expect(await publicProfile(m.userId)).toMatchObject({ bio: 'Same words' });
  });

  it('an edit withdrawn after the admin opened it is a 409 (nothing waits), and the profile stays as published', async () => {
    const m = await memberWithProfile(true);
    await m.save({ bio: 'Second thoughts' });
    const seen = (await pendingOf(m.userId))!;
    await m.save({});
    const res = await decide('approve', m.memberId, { revisionId: seen.revisionId });
    expect(res.status).toBe(409);
    expect(res.body.pendingMember).toBeUndefined();
    expect(await publicProfile(m.userId)).toMatchObject({ bio: 'Plants trees' });
  });

  it('a profile decision without a valid revisionId is a 400 naming the field, and decides nothing', async () => {
    const m = await memberWithProfile(false);
    for (const body of [undefined, {}, { revisionId: 'latest' }, { revisionId: 0 }, { revisionId: 1.5 }]) {
      for (const verb of ['approve', 'reject'] as const) {
        const res = await decide(verb, m.memberId, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.fields).toEqual({ revisionId: 'The profile revision you reviewed is required' });
      }
    }
    expect(await pendingOf(m.userId)).toMatchObject({ kind: 'new' });
  });
});
