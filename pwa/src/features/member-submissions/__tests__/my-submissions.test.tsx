import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MySubmission } from '@shared/schemas/submissions';
import { db, type OutboxItem } from '@/lib/db';
import { setOutboxUser } from '@/lib/outbox';
import { notifyUploadProgress } from '@/lib/outbox-listeners';
import { submissionsMirror } from '../submissions.mirror';
import { USER, json, renderDashboard } from './fixtures';

const SERVER: MySubmission[] = [
  { kind: 'project', id: 1, title: 'Old project', status: 'rejected', imageUrl: null, createdAt: '2026-03-01T10:00:00.000Z' },
  { kind: 'news', id: 2, title: 'Tree article', status: 'published', imageUrl: '/uploads/trees.jpg', createdAt: '2026-03-05T10:00:00.000Z' },
  { kind: 'gallery', id: 3, title: 'River photo', status: 'approved', imageUrl: '/uploads/river.jpg', createdAt: '2026-03-04T10:00:00.000Z' },
  { kind: 'project', id: 4, title: 'Solar lamps', status: 'pending', imageUrl: null, createdAt: '2026-03-06T10:00:00.000Z' },
];

const queued = (over: Partial<OutboxItem>): OutboxItem => ({
  id: crypto.randomUUID(),
  method: 'POST',
  url: '/api/gallery',
  body: { title: 'Waiting photo', category: 'general' },
  createdAt: Date.now(),
  attempts: 0,
  lastError: null,
  status: 'pending',
  userKey: String(USER.id),
  label: 'submissions:writes.image',
  labelValues: { title: 'Waiting photo' },
  nextAttemptAt: Date.now() + 60_000,
  ...over,
});

let fetchMock: ReturnType<typeof vi.fn>;
let serverList: MySubmission[];
const rows = () => within(screen.getByTestId('my-submissions')).queryAllByTestId('submission-row');
const rowOf = (title: string) => screen.getByText(title).closest('li')!;

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.me.clear()]);
  setOutboxUser(USER.id);
  serverList = SERVER;
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false); // nothing queued here is really sent
  fetchMock = vi.fn(async (url: string) => (url === '/api/submissions/mine' ? json(200, { submissions: serverList }) : json(201, {})));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MySubmissions', () => {
  it('shows the server’s submissions newest first, each with its kind and status', async () => {
    renderDashboard();
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(rows().map((r) => r.getAttribute('data-status'))).toEqual(['pending', 'published', 'approved', 'rejected']);
    expect(within(rowOf('Solar lamps')).getByText('Pending review')).toBeTruthy();
    expect(within(rowOf('Solar lamps')).getByText('Project')).toBeTruthy();
    expect(within(rowOf('Tree article')).getByText('Published')).toBeTruthy();
    expect(within(rowOf('Tree article')).getByText('Article')).toBeTruthy();
    expect(within(rowOf('River photo')).getByText('Approved')).toBeTruthy();
    expect(within(rowOf('River photo')).getByRole('img', { name: 'Picture of River photo' }).getAttribute('src')).toBe('/uploads/river.jpg');
    expect(within(rowOf('Old project')).getByText('Rejected')).toBeTruthy();
    expect(within(rowOf('Old project')).getByText('Sent Mar 1, 2026')).toBeTruthy();
    // Kept on the device for this member.
    expect(await db.me.get(submissionsMirror.key)).toMatchObject({ value: { userId: USER.id } });
  });

  it('lists what is still on the device first: waiting to be sent, its upload progress, and a refused one with Retry', async () => {
    const waiting = queued({ createdAt: Date.now() - 1000 });
    const refused = queued({
      url: '/api/projects',
      body: { title: 'Refused project', description: 'x' },
      status: 'failed',
      lastError: 'Title is too long',
      createdAt: Date.now(),
    });
    await db.outbox.bulkAdd([
      waiting,
      refused,
      queued({ body: { title: 'Someone else’s photo' }, userKey: '7' }),
      queued({ url: '/api/contact', body: { subject: 'Not a submission' }, label: 'contact:outboxLabel' }),
    ]);
    renderDashboard();
    await waitFor(() => expect(rows()).toHaveLength(6));
    expect(
      rows()
        .slice(0, 2)
        .map((r) => r.getAttribute('data-status')),
    ).toEqual(['failed', 'waiting']);
    expect(screen.queryByText('Someone else’s photo')).toBeNull();

    expect(within(rowOf('Waiting photo')).getByText('Waiting to be sent')).toBeTruthy();
    act(() => notifyUploadProgress(waiting.id, 40));
    expect(within(rowOf('Waiting photo')).getByText('Uploading image... 40%')).toBeTruthy();
    expect(within(rowOf('Waiting photo')).getByRole('progressbar', { name: 'Image upload progress' }).getAttribute('value')).toBe('40');
    act(() => notifyUploadProgress(waiting.id, null));
    expect(within(rowOf('Waiting photo')).queryByText(/Uploading image/)).toBeNull();

    const row = rowOf('Refused project');
    expect(within(row).getByText('Failed')).toBeTruthy();
    expect(within(row).getByText('Not sent: Title is too long')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Retry' }));
    await waitFor(async () => expect((await db.outbox.filter((i) => i.url === '/api/projects').first())?.status).toBe('pending'));
    expect(await within(rowOf('Refused project')).findByText('Waiting to be sent')).toBeTruthy();
  });

  it('asks the server again when one of the member’s writes leaves the outbox', async () => {
    const item = queued({ body: { title: 'Waiting photo' } });
    await db.outbox.add(item);
    serverList = [];
    renderDashboard();
    expect(await screen.findByText('Waiting photo')).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));

    serverList = [{ kind: 'gallery', id: 9, title: 'Waiting photo', status: 'pending', imageUrl: '/uploads/w.jpg', createdAt: '2026-03-07T10:00:00.000Z' }];
    await db.outbox.update(item.id, { status: 'done' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(rowOf('Waiting photo').getAttribute('data-status')).toBe('pending'));
    expect(within(rowOf('Waiting photo')).getByText('Pending review')).toBeTruthy();
  });

  it('offline it shows the stored list, never another member’s', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await db.me.put({ key: submissionsMirror.key, value: { userId: USER.id, items: SERVER.slice(0, 1) } });
    const { unmount } = renderDashboard();
    expect(await screen.findByText('Old project')).toBeTruthy();
    unmount();

    renderDashboard({ user: { ...USER, id: 99, email: 'next@example.org' } });
    expect(await screen.findByText('Loading your submissions...')).toBeTruthy();
    expect(screen.queryByText('Old project')).toBeNull();
  });

  it('says so when there is nothing yet', async () => {
    serverList = [];
    renderDashboard();
    expect(await screen.findByText('Nothing submitted yet. Use the quick actions to send a project, an article or a photo.')).toBeTruthy();
  });
});
