import { beforeAll, describe, expect, it } from 'vitest';
import { type Client } from '../test/test-server';
import { serverForFile, signedInForFile } from '../test/fixtures';

const srv = serverForFile();
const admin = signedInForFile(srv, 'admin');
let member: Client;
let memberId: number;
beforeAll(async () => {
  const m = await srv.signedIn('member');
  member = m.client;
  memberId = m.userId;
});

const titles = (list: { title: string }[]) => list.map((x) => x.title);

describe('content moderation', () => {
  it('a member submission starts pending, is hidden from visitors, and shows once approved', async () => {
    const res = await member.post('/api/projects', { title: 'Solar lamps for the char', description: 'Lamps for 40 homes', createdBy: 999 });
    expect(res.status).toBe(201);
    expect(res.body.project).toMatchObject({ status: 'pending', createdBy: memberId });
    const id = res.body.project.id;
    expect(titles((await srv.client().get('/api/projects')).body.projects)).not.toContain('Solar lamps for the char');
    expect(titles((await admin.get('/api/projects')).body.projects)).toContain('Solar lamps for the char');
    expect(titles((await admin.get('/api/pending-content')).body.projects)).toContain('Solar lamps for the char');

    const ok = await admin.post(`/api/approve-content/project/${id}`);
    expect(ok.body.message).toBe('Project approved successfully');
    expect(titles((await srv.client().get('/api/projects')).body.projects)).toContain('Solar lamps for the char');
    expect((await admin.post(`/api/approve-content/project/${id}`)).status).toBe(409);
  });

  it('approving news publishes it with publishedAt; rejecting keeps it hidden', async () => {
    const a = (await member.post('/api/news', { title: 'We planted 500 trees', content: 'Words '.repeat(450), category: 'Success Story' })).body.article;
    const b = (await member.post('/api/news', { title: 'Draft idea', content: 'Not ready' })).body.article;
    expect(a).toMatchObject({ status: 'pending', estimatedReadTime: 3, author: 'member Tester', readCount: 0, publishedAt: null });
    await admin.post(`/api/approve-content/news/${a.id}`);
    const rej = await admin.post(`/api/reject-content/news/${b.id}`);
    expect(rej.body.message).toBe('Article rejected successfully');
    const visible = (await srv.client().get('/api/news')).body.articles;
    expect(titles(visible)).toEqual(['We planted 500 trees']);
    expect(visible[0].status).toBe('published');
    expect(visible[0].publishedAt).toMatch(/^\d{4}-/);
    expect((await srv.client().get(`/api/news/${b.id}`)).status).toBe(404);
  });

  it('gallery images and team profiles go through the same gate', async () => {
    const img = (await member.post('/api/gallery', { title: 'River clean-up', imageUrl: '/uploads/x.jpg' })).body.image;
    await member.put(`/api/member-profile/user/${memberId}`, { name: 'Mitu Sarkar', username: 'Mitu' });
    const pending = (await admin.get('/api/pending-content')).body;
    expect(titles(pending.gallery)).toContain('River clean-up');
    expect(pending.members.map((m: { name: string }) => m.name)).toContain('Mitu Sarkar');
    expect((await srv.client().get('/api/gallery')).body.images).toHaveLength(0);
    expect(
      await srv
        .client()
        .get('/api/members')
        .then((r) => r.body),
    ).toHaveLength(0);
    await admin.post(`/api/approve-content/gallery/${img.id}`);
    const profile = pending.members[0];
    expect((await admin.post(`/api/approve-content/member/${profile.id}`, { revisionId: profile.revisionId })).status).toBe(200);
    expect(titles((await srv.client().get('/api/gallery')).body.images)).toEqual(['River clean-up']);
    expect((await srv.client().get('/api/members')).body[0]).toMatchObject({ name: 'Mitu Sarkar', username: 'Mitu', status: 'approved' });
  });

  it('only admins moderate and delete: 401 signed out, 403 for members', async () => {
    expect((await srv.client().get('/api/pending-content')).status).toBe(401);
    expect((await member.get('/api/pending-content')).status).toBe(403);
    expect((await member.post('/api/approve-content/project/1')).status).toBe(403);
    expect((await member.del('/api/projects/1')).status).toBe(403);
    expect((await admin.post('/api/approve-content/poster/1')).status).toBe(400);
  });

  it('participants and applicants cannot submit content', async () => {
    const p = (await srv.signedIn('participant')).client;
    expect((await p.post('/api/projects', { title: 'X', description: 'Y' })).status).toBe(403);
    expect((await srv.client().post('/api/news', { title: 'X', content: 'Y' })).status).toBe(401);
  });

  it('admins delete content', async () => {
    const id = (await admin.post('/api/gallery', { title: 'Old', imageUrl: '/uploads/old.jpg' })).body.image.id;
    expect((await admin.del(`/api/gallery/${id}`)).body.message).toBe('Image deleted successfully');
    expect((await admin.del(`/api/gallery/${id}`)).status).toBe(404);
  });
});
