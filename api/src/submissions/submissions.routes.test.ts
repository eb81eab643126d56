import { describe, expect, it } from 'vitest';
import { serverForFile, signedInForFile } from '../test/fixtures';

const srv = serverForFile();
const admin = signedInForFile(srv, 'admin');

describe('GET /api/submissions/mine', () => {
  it("lists the member's own projects, articles and images, newest first, with their status", async () => {
    const { client: member } = await srv.signedIn('member');
    const { client: other } = await srv.signedIn('member');
    const project = (await member.post('/api/projects', { title: 'River clean-up', description: 'Saturday', imageUrl: '/uploads/river.webp' })).body.project;
    const article = (await member.post('/api/news', { title: 'Our first harvest', content: 'Words about rice', excerpt: 'Rice' })).body.article;
    const image = (await member.post('/api/gallery', { title: 'Seedlings', imageUrl: '/uploads/seed.webp', category: 'general' })).body.image;
    await other.post('/api/projects', { title: 'Not mine', description: 'Someone else' });
    expect((await admin.post(`/api/approve-content/project/${project.id}`)).status).toBe(200);
    expect((await admin.post(`/api/reject-content/gallery/${image.id}`)).status).toBe(200);

    const res = await member.get('/api/submissions/mine');
    expect(res.status).toBe(200);
    const rows = res.body.submissions as Array<Record<string, unknown>>;
    expect(rows.map((r) => [r.kind, r.title, r.status])).toEqual(
      expect.arrayContaining([
        ['project', 'River clean-up', 'approved'],
        ['news', 'Our first harvest', 'pending'],
        ['gallery', 'Seedlings', 'rejected'],
      ]),
    );
    expect(rows).toHaveLength(3);
    expect(rows.find((r) => r.kind === 'project')).toMatchObject({ id: project.id, imageUrl: '/uploads/river.webp' });
    expect(rows.find((r) => r.kind === 'news')).toMatchObject({ id: article.id });
    const times = rows.map((r) => String(r.createdAt));
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('is for members and admins only', async () => {
    expect((await srv.client().get('/api/submissions/mine')).status).toBe(401);
    const { client: participant } = await srv.signedIn('participant');
    expect((await participant.get('/api/submissions/mine')).status).toBe(403);
  });
});
