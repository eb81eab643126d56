import { describe, expect, it } from 'vitest';
import { pathOf } from '@shared/api/endpoint';
import { invalidatesFor, isDecidable, isPending, newestFirst, pendingTotal, REMOVE, sortRegistrations } from './content-kinds';

const paths = (list: { path: string }[]) => list.map((e) => e.path);

describe('content manager rules', () => {
  it('a write reloads its own list and the pending items; an event also its registrations', () => {
    expect(paths(invalidatesFor('project'))).toEqual(['/api/projects', '/api/pending-content']);
    expect(paths(invalidatesFor('member'))).toEqual(['/api/members', '/api/pending-content']);
    expect(paths(invalidatesFor('event'))).toEqual(['/api/events', '/api/pending-content', '/api/event-registrations']);
  });

  it('deletes each kind at the address the server knows', () => {
    expect(pathOf(REMOVE.gallery, { id: 3 })).toBe('/api/gallery/3');
    expect(pathOf(REMOVE.event, { id: 9 })).toBe('/api/events/9');
  });

  it('only pending projects, articles, images and members can be decided; events never', () => {
    expect(isDecidable('project') && isDecidable('news') && isDecidable('gallery') && isDecidable('member')).toBe(true);
    expect(isDecidable('event')).toBe(false);
    expect(isPending({ status: 'pending' })).toBe(true);
    expect(isPending({ status: 'published' })).toBe(false);
  });

  it('counts what waits over every kind (none before it loads)', () => {
    expect(pendingTotal(undefined)).toBe(0);
    expect(pendingTotal({ projects: [{}, {}], news: [{}], members: [], gallery: [{}] } as never)).toBe(4);
  });

  it('lists waiting registrations first, then the newest; content newest first', () => {
    const regs = [
      { id: 1, status: 'confirmed', registeredAt: '2026-03-05T00:00:00Z' },
      { id: 2, status: 'pending', registeredAt: '2026-03-01T00:00:00Z' },
      { id: 3, status: 'pending', registeredAt: '2026-03-04T00:00:00Z' },
      { id: 4, status: 'cancelled', registeredAt: '2026-03-06T00:00:00Z' },
    ];
    expect(sortRegistrations(regs).map((r) => r.id)).toEqual([3, 2, 4, 1]);
    expect(newestFirst([{ createdAt: '2026-01-01' }, { createdAt: '2026-02-01' }]).map((x) => x.createdAt)).toEqual(['2026-02-01', '2026-01-01']);
  });
});
