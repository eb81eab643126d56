import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { FakeXhr, stubXhr } from '@/components/upload/upload.test-utils';
import { db } from './db';
import { replay, submit } from './outbox';
import { getUploadProgress } from './outbox-listeners';
import { json, setOnline, setUpOutboxTest } from './__tests__/outbox-test-setup';

/**
 * A member's photo picked with no signal: stored with the write, uploaded first when the write is
 * sent, its URL put in the write, each exactly once even when an answer is lost on the way.
 */
const fetchMock = setUpOutboxTest('7');
const photo = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3])], { type: 'image/jpeg' });
const project = () => ({
  method: 'POST' as const,
  url: '/api/projects',
  body: { title: 'Clean river', description: 'Saturday morning' },
  image: { file: photo(), field: 'imageUrl', name: 'river.jpg' },
  label: 'submissions:writes.project',
});
const sentJson = (call: number) => JSON.parse(String((fetchMock.mock.calls[call][1] as RequestInit).body)) as Record<string, unknown>;

async function queueOffline() {
  setOnline(false);
  await expect(submit(project())).resolves.toEqual({ state: 'queued' });
  setOnline(true);
  return (await db.outbox.toArray())[0];
}

describe('a write with an image', () => {
  it('keeps the photo with the queued write, then uploads it (with progress) before sending the write with its URL', async () => {
    stubXhr();
    const queued = await queueOffline();
    expect(queued.attachment).toMatchObject({ field: 'imageUrl', file: { kind: 'outbox-file', type: 'image/jpeg', name: 'river.jpg' } });

    const run = replay({ force: true });
    await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const upload = FakeXhr.last();
    expect([upload.method, upload.url]).toEqual(['POST', '/api/upload']);
    expect(upload.headers).toMatchObject({ 'Idempotency-Key': `${queued.id}-image`, 'X-Expected-User': '7' });
    expect(upload.sentFile()).toMatchObject({ name: 'river.jpg', type: 'image/jpeg', size: 6 });
    expect(fetchMock).not.toHaveBeenCalled(); // the write waits for its image
    upload.progress(3, 6);
    expect(getUploadProgress()[queued.id]).toBe(50);
    upload.respond(201, { url: '/uploads/river.webp' });
    await run;

    expect(getUploadProgress()[queued.id]).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/projects');
    expect(sentJson(0)).toEqual({ title: 'Clean river', description: 'Saturday morning', imageUrl: '/uploads/river.webp' });
    expect((fetchMock.mock.calls[0][1] as RequestInit).headers).toMatchObject({ 'Idempotency-Key': queued.id });
    const done = (await db.outbox.toArray())[0];
    expect(done).toMatchObject({ status: 'done', body: null });
    expect(done.attachment).toBeUndefined(); // the photo does not stay on the phone
  });

  it('does not upload the photo again when the write itself was lost on the way', async () => {
    vi.stubGlobal('XMLHttpRequest', undefined); // as in the service worker: the upload goes by fetch
    const queued = await queueOffline();
    fetchMock.mockResolvedValueOnce(json(201, { url: '/uploads/river.webp' })).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await replay({ force: true });
    const waiting = (await db.outbox.toArray())[0];
    expect(waiting).toMatchObject({ status: 'pending', attachment: { field: 'imageUrl', file: null, url: '/uploads/river.webp' } });

    await replay({ force: true });
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/upload', '/api/projects', '/api/projects']);
    expect(sentJson(2).imageUrl).toBe('/uploads/river.webp');
    expect((fetchMock.mock.calls[2][1] as RequestInit).headers).toMatchObject({ 'Idempotency-Key': queued.id });
    expect((await db.outbox.toArray())[0].status).toBe('done');
  });

  it('a refused photo (too large) refuses the write: it is not sent without it', async () => {
    vi.stubGlobal('XMLHttpRequest', undefined);
    await queueOffline();
    fetchMock.mockResolvedValueOnce(json(413, { message: 'File too large - Please select a file smaller than 5MB', code: 'payload_too_large' }));
    await replay({ force: true });
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/upload']);
    expect((await db.outbox.toArray())[0]).toMatchObject({ status: 'failed', lastError: 'File too large - Please select a file smaller than 5MB' });
  });
});
