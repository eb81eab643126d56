import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { db } from '@/lib/db';
import { testArticle, testMember } from '@/test/fixtures/content';
import { testEvent } from '@/test/fixtures/events';
import { HomePage } from '../components/home-page';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const bodies: Record<string, unknown> = {};
const show = () =>
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );

beforeEach(async () => {
  await Promise.all([db.projects.clear(), db.events.clear(), db.news.clear(), db.members.clear(), db.gallery.clear(), db.meta.clear()]);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => json(bodies[url.split('?')[0]])),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('HomePage', () => {
  it('falls back to the planned goals and empty messages when there is no content', async () => {
    Object.assign(bodies, {
      '/api/projects': { projects: [] },
      '/api/events': { events: [] },
      '/api/news': { articles: [] },
      '/api/members': [],
      '/api/gallery': { images: [] },
    });
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Social Business Youth Club' })).toBeTruthy();
    expect(screen.getByTestId('club-id-badge').textContent).toBe('Club ID: 050-009-0023');
    expect(await screen.findByText('No upcoming events at the moment. Stay tuned for future activities!')).toBeTruthy();
    expect(await screen.findByText('No Gallery Images Yet')).toBeTruthy();
    expect(within(await screen.findByTestId('planned-goals')).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('heading', { name: 'Latest News' })).toBeNull();
    expect(screen.getByLabelText('Email address').getAttribute('type')).toBe('email');
  });

  it('links members to /member/{username}, with the name fallback', async () => {
    const member = (id: number, name: string, username: string | null) => testMember({ id, name, username });
    Object.assign(bodies, {
      '/api/projects': { projects: [] },
      '/api/events': { events: [testEvent({ id: 1, title: 'Clean-up', status: 'ongoing', date: '2025-01-01' })] },
      '/api/news': { articles: [testArticle({ id: 5, title: 'First story', content: 'Body', createdAt: '2025-01-01' })] },
      '/api/members': [member(1, 'Farhana Rahman', 'farhana'), member(2, 'Jannatul Ferdous', null)],
      '/api/gallery': { images: [] },
    });
    show();
    expect((await screen.findByRole('link', { name: 'Jannatul Ferdous' })).getAttribute('href')).toBe('/member/jannatulferdous');
    expect(screen.getByRole('link', { name: 'Farhana Rahman' }).getAttribute('href')).toBe('/member/farhana');
    expect((await screen.findByRole('link', { name: 'First story' })).getAttribute('href')).toBe('/news/5');
    // an ongoing event is not an upcoming one (the events list may arrive after the others)
    expect(await screen.findByText('No upcoming events at the moment. Stay tuned for future activities!')).toBeTruthy();
  });

  it("offers a project's picture in WebP first, then JPEG (a phone fetches the smaller one)", async () => {
    const when = '2026-03-01T10:00:00.000Z';
    const project = {
      id: 3,
      title: 'Solar lamps',
      description: 'Forty lamps.',
      imageUrl: '/uploads/solar.jpg',
      status: 'approved',
      category: 'environment',
      completedAt: null,
      createdAt: when,
      updatedAt: when,
      createdBy: 1,
      approvedBy: null,
    };
    Object.assign(bodies, {
      '/api/projects': { projects: [project] },
      '/api/events': { events: [] },
      '/api/news': { articles: [] },
      '/api/members': [],
      '/api/gallery': { images: [] },
    });
    show();
    const card = await screen.findByTestId('home-project');
    expect(card.querySelector('picture > source[type="image/webp"]')?.getAttribute('srcset')).toBe(
      '/uploads/solar-w400.webp 400w, /uploads/solar-w800.webp 800w, /uploads/solar-w1600.webp 1600w',
    );
    expect(card.querySelector('picture > img')?.getAttribute('srcset')).toContain('/uploads/solar-w400.jpg 400w');
  });

  it('links each upcoming event to its own page', async () => {
    Object.assign(bodies, {
      '/api/projects': { projects: [] },
      '/api/events': {
        events: [testEvent({ id: 8, title: 'River Clean-Up', status: 'upcoming', date: '2026-05-02', time: '7:00 AM', location: 'Teesta Bridge' })],
      },
      '/api/news': { articles: [] },
      '/api/members': [],
      '/api/gallery': { images: [] },
    });
    show();
    const link = await screen.findByRole('link', { name: 'River Clean-Up' }, { timeout: 3000 });
    expect(link.getAttribute('href')).toBe('/events/8');
  });
});
