import { describe, expect, it, vi } from 'vitest';
import { article, event, member, photo, project, sources } from './__tests__/fixtures';
import { NO_FILTERS, runSearch, searchItems, type SearchFilters } from './search-filter';
import { resultLink, toSearchItems, type SearchSources } from './search-index';

const search = (s: Partial<SearchSources>, query: string, filters: Partial<SearchFilters> = {}) =>
  searchItems(toSearchItems(sources(s)), query, { ...NO_FILTERS, ...filters }).map((r) => [r.item.type, r.item.id, r.score]);

describe('field weights per type (§9), query "river" matching the field exactly', () => {
  it.each<[string, Partial<SearchSources>, number]>([
    ['project title', { projects: [project({ id: 1, title: 'River' })] }, 100],
    ['project description 0.7', { projects: [project({ id: 1, description: 'River' })] }, 70],
    ['project category 0.5', { projects: [project({ id: 1, category: 'river' })] }, 50],
    ['news title', { news: [article({ id: 1, title: 'River' })] }, 100],
    ['news excerpt 0.8', { news: [article({ id: 1, excerpt: 'River' })] }, 80],
    ['news content 0.6 (plain text)', { news: [article({ id: 1, content: '<p>River</p>' })] }, 60],
    ['news category 0.5', { news: [article({ id: 1, category: 'River' })] }, 50],
    ['event title', { events: [event({ id: 1, title: 'River' })] }, 100],
    ['event description 0.7', { events: [event({ id: 1, description: 'River' })] }, 70],
    ['event location 0.6', { events: [event({ id: 1, location: 'River' })] }, 60],
    ['event category 0.5', { events: [event({ id: 1, category: 'river' })] }, 50],
    ['gallery title', { gallery: [photo({ id: 1, title: 'River' })] }, 100],
    ['gallery description 0.7', { gallery: [photo({ id: 1, description: 'River' })] }, 70],
    ['gallery category 0.5', { gallery: [photo({ id: 1, category: 'river' })] }, 50],
    ['member name', { members: [member({ id: 1, name: 'River' })] }, 100],
    ['member position 0.8', { members: [member({ id: 1, position: 'River' })] }, 80],
    ['member bio 0.6', { members: [member({ id: 1, bio: 'River' })] }, 60],
  ])('%s -> %d', (_name, s, expected) => {
    expect(search(s, 'river')[0]?.[2]).toBe(expected);
  });
});

describe('searchItems', () => {
  const all = sources({
    projects: [project({ id: 1, title: 'Riverbank clean-up', category: 'environment', status: 'approved' })],
    news: [article({ id: 2, title: 'Notes', excerpt: 'river', category: 'Update', status: 'published' })],
    events: [event({ id: 3, title: 'Walk', location: 'By the river', category: 'volunteer', status: 'upcoming' })],
    gallery: [photo({ id: 4, title: 'River', category: 'community', status: 'approved' })],
    members: [member({ id: 5, name: 'Rina', bio: 'Loves the river', status: 'pending' })],
  });
  const run = (query: string, f: Partial<SearchFilters> = {}) =>
    searchItems(toSearchItems(all), query, { ...NO_FILTERS, ...f }).map((r) => `${r.item.type}:${r.score}`);

  it('sorts by descending score', () => {
    expect(run('river')).toEqual(['gallery:100', 'project:80', 'news:80', 'event:36', 'member:36']);
  });
  it('drops items that do not match a query', () => {
    expect(run('solar')).toEqual([]);
  });
  it.each<[string, Partial<SearchFilters>, string[]]>([
    ['empty query shows everything', {}, ['project:0', 'news:0', 'event:0', 'gallery:0', 'member:0']],
    ['type projects', { type: 'projects' }, ['project:0']],
    ['type news', { type: 'news' }, ['news:0']],
    ['type events', { type: 'events' }, ['event:0']],
    ['type gallery', { type: 'gallery' }, ['gallery:0']],
    ['type members', { type: 'members' }, ['member:0']],
    ['category skips members (they always pass)', { category: 'volunteer' }, ['event:0', 'member:0']],
    ['category environmental matches project category environment', { category: 'environmental' }, ['project:0', 'member:0']],
    ['category with type members keeps members', { category: 'workshop', type: 'members' }, ['member:0']],
    ['status applies to every type: approved', { status: 'approved' }, ['project:0', 'gallery:0']],
    ['status published', { status: 'published' }, ['news:0']],
    ['status upcoming', { status: 'upcoming' }, ['event:0']],
    ['status pending applies to members too', { status: 'pending' }, ['member:0']],
    ['status active matches no stored status', { status: 'active' }, []],
  ])('%s', (_name, f, expected) => {
    expect(run('', f)).toEqual(expected);
  });
  it('combines a query with filters', () => {
    expect(run('river', { status: 'approved' })).toEqual(['gallery:100', 'project:80']);
  });
  it('logs an error and gives an empty list (§8)', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = [{ type: 'news', id: 1, fields: null }] as never;
    expect(runSearch(broken, 'x', NO_FILTERS)).toEqual([]);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

describe('results', () => {
  it.each([
    ['project', 7, '/projects#project-7'],
    ['event', 7, '/events/7'],
    ['news', 7, '/news/7'],
    ['gallery', 7, '/gallery'],
    ['member', 7, '/members'],
    ['something-else', 7, '/'],
  ])('%s %d links to %s', (type, id, link) => {
    expect(resultLink(type, id)).toBe(link);
  });

  it('describes news by its excerpt, else the first 150 characters of plain content', () => {
    const long = `<p>${'word '.repeat(60)}</p>`;
    const [withExcerpt, without] = toSearchItems(sources({ news: [article({ id: 1, excerpt: 'Short', content: long }), article({ id: 2, content: long })] }));
    expect(withExcerpt.description).toBe('Short');
    expect(without.description).toBe('word '.repeat(30).slice(0, 150));
    expect(without.description).toHaveLength(150);
  });
});
