import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import type { Config } from '../config/config';
import { readerOf } from '../db';
import { publicOrigin } from '../lib/public-url';

const PUBLIC_PAGES = ['/', '/about', '/members', '/projects', '/events', '/gallery', '/news', '/search', '/join', '/contact'];
const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * /robots.txt and /sitemap.xml for search engines: every public page, every event page and every
 * published article, with absolute URLs on our own address (PUBLIC_URL, else HOST and PORT: never the
 * Host header, as both are cached publicly for an hour). Signed-in areas and the API are not for crawling.
 */
export function siteFiles(db: Knex, config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'>): Middleware {
  const reader = readerOf(db);
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || (ctx.path !== '/robots.txt' && ctx.path !== '/sitemap.xml')) return next();
    const origin = publicOrigin(config, ctx.socket.localPort);
    if (ctx.path === '/robots.txt') {
      ctx.type = 'text/plain';
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.body = [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /admin-dashboard',
        'Disallow: /member-dashboard',
        'Disallow: /participant-dashboard',
        'Disallow: /dashboard',
        'Disallow: /reset-password',
        'Disallow: /verify-email',
        'Disallow: /notifications',
        'Disallow: /unsubscribe',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n');
      return;
    }
    if (ctx.path === '/sitemap.xml') {
      const articles = await reader('news').where({ status: 'published' }).select('id', 'updated_at').orderBy('id');
      const events = await reader('events').select('id', 'updated_at').orderBy('id');
      const urls = [
        ...events.map(
          (e: { id: number; updated_at: string }) =>
            `<url><loc>${escapeXml(`${origin}/events/${e.id}`)}</loc><lastmod>${escapeXml(String(e.updated_at).slice(0, 10))}</lastmod></url>`,
        ),
        ...PUBLIC_PAGES.map((p) => `<url><loc>${escapeXml(origin + p)}</loc></url>`),
        ...articles.map(
          (a: { id: number; updated_at: string }) =>
            `<url><loc>${escapeXml(`${origin}/news/${a.id}`)}</loc><lastmod>${escapeXml(String(a.updated_at).slice(0, 10))}</lastmod></url>`,
        ),
      ];
      ctx.type = 'application/xml';
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
      return;
    }
    await next();
  };
}
