import { describe, expect, it } from 'vitest';
import type { ClubEvent } from '@shared/schemas/events';
import { calendarDay, galleryPreview, homeProjects, latestNews, teamPreview, upcomingEvents, previewText } from './home.selectors';

const list = <T>(n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1 }) as T);
const event = (id: number, status: ClubEvent['status']) => ({ id, status }) as ClubEvent;

describe('home selections', () => {
  it('takes 3 projects, 2 articles, 4 members and 4 images', () => {
    expect(homeProjects(list(5))).toHaveLength(3);
    expect(latestNews(list(5))).toHaveLength(2);
    expect(teamPreview(list(9))).toHaveLength(4);
    expect(galleryPreview(list(9))).toHaveLength(4);
    expect(homeProjects(list(1))).toHaveLength(1);
  });

  it('takes the first 4 events whose status is upcoming, in list order', () => {
    const events = [
      event(1, 'ongoing'),
      event(2, 'upcoming'),
      event(3, 'completed'),
      event(4, 'upcoming'),
      event(5, 'cancelled'),
      event(6, 'upcoming'),
      event(7, 'upcoming'),
      event(8, 'upcoming'),
    ];
    expect(upcomingEvents(events).map((e) => e.id)).toEqual([2, 4, 6, 7]);
    expect(upcomingEvents([event(1, 'ongoing')])).toEqual([]);
  });
});

describe('calendarDay', () => {
  it('reads a YYYY-MM-DD date as that local day', () => {
    const d = calendarDay('2025-12-15');
    expect([d.getFullYear(), d.getMonth(), d.getDate()]).toEqual([2025, 11, 15]);
  });
});

describe('previewText', () => {
  it("keeps a short text and cuts a long one with '...'", () => {
    expect(previewText('Short text.')).toBe('Short text.');
    expect(previewText('one two three', 8)).toBe('one two...');
  });
});
