import { describe, expect, it } from 'vitest';
import { article, event, project, sources } from './__tests__/fixtures';
import { NO_FILTERS, searchItems } from './search-filter';
import { toSearchItems } from './search-index';
import { scoreText, searchForm } from './search-scoring';

/** Issue 14: search finds content by its Bangla texts, and Bengali and Western digits match each other. */
describe('digits in either script', () => {
  it.each([
    ['Olympiad 2026', '২০২৬', 60],
    ['অলিম্পিয়াড ২০২৬', '2026', 60],
    ['২০২৬', '2026', 100],
    ['2026 Olympiad', '২০২', 80],
    ['Olympiad 2026', '২০২৭', 0],
  ])('%j against %j scores %i', (text, query, expected) => {
    expect(scoreText(text, query)).toBe(expected);
  });

  it('normalises to Western digits, NFC and lower case', () => {
    expect(searchForm(' Room ১২ ')).toBe('room 12');
    // য় typed as য + nukta equals the precomposed letter.
    expect(searchForm('\u09AF\u09BC')).toBe(searchForm('\u09DF'));
  });
});

describe('Bangla fields in the index', () => {
  const all = sources({
    projects: [project({ id: 1, title: 'Library corner', titleBn: 'পাঠাগার কোণ', descriptionBn: 'সবার জন্য বই' })],
    news: [article({ id: 2, title: 'River day', titleBn: 'নদী দিবস', excerptBn: 'নদী পরিষ্কার', contentBn: '<p>আমরা ২০২৬ সালে নদী পরিষ্কার করেছি</p>' })],
    events: [event({ id: 3, title: 'Tree planting', titleBn: 'বৃক্ষরোপণ', locationBn: 'স্কুল মাঠ' })],
  });
  const find = (query: string) => searchItems(toSearchItems(all), query, NO_FILTERS).map((r) => `${r.item.type}:${r.item.id}:${r.score}`);

  it('finds items by their Bangla title, description, excerpt, content and location, weighted as the English fields', () => {
    expect(find('পাঠাগার কোণ')).toEqual(['project:1:100']);
    expect(find('সবার জন্য বই')).toEqual(['project:1:70']);
    expect(find('নদী দিবস')).toEqual(['news:2:100']);
    expect(find('নদী পরিষ্কার')).toEqual(['news:2:80']);
    expect(find('স্কুল মাঠ')).toEqual(['event:3:60']);
    expect(find('2026')).toEqual(['news:2:36']);
  });

  it('shows the title and description in the reader language, falling back to English', () => {
    const [p, n, e] = toSearchItems(all, 'bn');
    expect([p.title, p.description]).toEqual(['পাঠাগার কোণ', 'সবার জন্য বই']);
    expect([n.title, n.description]).toEqual(['নদী দিবস', 'নদী পরিষ্কার']);
    expect(e.title).toBe('বৃক্ষরোপণ');
    expect(e.description).toBe(event({ id: 3 }).description);
    expect(toSearchItems(all, 'en')[0].title).toBe('Library corner');
  });
});
