import { describe, expect, it } from 'vitest';
import { eventBody, serverForFile } from './test/fixtures';

/**
 * A tab or newline in a URL field is dropped by the browser, so `/\t/evil.example/x` would be
 * followed as `//evil.example/x` (off the site). Each kind of URL field answers 400 naming the
 * field, and stores nothing (issue: probing round, item 9).
 */
const srv = serverForFile();

const OFF_SITE = '/\t/evil.example/x';
const SPACES = 'Must not contain spaces or control characters';

describe('URL fields refuse control characters and spaces', () => {
  it("a member's website, LinkedIn and Facebook", async () => {
    const m = await srv.signedIn('member');
    for (const field of ['website', 'linkedin', 'facebook', 'profileImageUrl']) {
      const res = await m.client.put(`/api/member-profile/user/${m.userId}`, {
        name: 'Rafi Ahmed',
        [field]: field === 'website' ? OFF_SITE : 'https://linkedin.com/in/rafi\n/x',
      });
      expect(res.status, field).toBe(400);
      expect(res.body.fields, field).toEqual({ [field]: SPACES });
    }
    const ok = await m.client.put(`/api/member-profile/user/${m.userId}`, { name: 'Rafi Ahmed', website: '/events' });
    expect(ok.status).toBe(200);
  });

  it('a social link in the site settings, with a newline', async () => {
    const admin = (await srv.signedIn('admin')).client;
    const res = await admin.put('/api/settings', { facebookUrl: 'https://facebook.com/club\n/x' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ facebookUrl: 'Facebook URL must not contain spaces or control characters' });
    expect((await srv.client().get('/api/site-settings')).body.social.facebook).toBeNull();
  });

  it("a notice's link, a news article's pictures and an event's image", async () => {
    const admin = (await srv.signedIn('admin')).client;
    const notice = await admin.post('/api/notices', {
      title: 'Hall closed',
      message: 'Closed on Friday',
      startDate: '2026-01-01T00:00:00Z',
      endDate: '2030-01-01T00:00:00Z',
      link: OFF_SITE,
    });
    expect(notice.status).toBe(400);
    expect(notice.body.fields).toEqual({ link: SPACES });

    const news = await admin.post('/api/news', {
      title: 'Tree day',
      content: '<p>We planted trees.</p>',
      excerpt: 'Trees',
      category: 'Update',
      images: ['/uploads/a.jpg', '/\u2028/evil.example'],
    });
    expect(news.status).toBe(400);
    expect(news.body.fields).toEqual({ 'images.1': SPACES });

    const event = await admin.post('/api/events', eventBody({ imageUrl: '/\u00a0/evil.example' }));
    expect(event.status).toBe(400);
    expect(event.body.fields).toEqual({ imageUrl: SPACES });
  });
});
