import { describe, expect, it } from 'vitest';
import type { OutboxItem } from '@/lib/db';
import { waitingSubmissions } from './waiting-submissions';

const item = (over: Partial<OutboxItem>): OutboxItem => ({
  id: crypto.randomUUID(),
  method: 'POST',
  url: '/api/projects',
  body: { title: 'Lamps', description: 'x' },
  createdAt: 1000,
  attempts: 0,
  lastError: null,
  status: 'pending',
  userKey: '42',
  label: 'submissions:writes.project',
  nextAttemptAt: 0,
  ...over,
});

describe('waitingSubmissions', () => {
  it('keeps the member’s project, article and image POSTs not yet delivered, newest first', () => {
    const out = waitingSubmissions(
      [
        item({ id: 'p', createdAt: 1 }),
        item({ id: 'n', url: '/api/news', status: 'sending', createdAt: 3 }),
        item({ id: 'g', url: '/api/gallery', status: 'failed', lastError: 'No', createdAt: 2 }),
        item({ id: 'done', status: 'done' }),
        item({ id: 'other', userKey: '7' }),
        item({ id: 'anon', userKey: 'anon' }),
        item({ id: 'contact', url: '/api/contact' }),
        item({ id: 'delete', method: 'DELETE', url: '/api/projects' }),
      ],
      42,
    );
    expect(out.map((w) => [w.id, w.kind, w.state])).toEqual([
      ['n', 'news', 'sending'],
      ['g', 'gallery', 'failed'],
      ['p', 'project', 'waiting'],
    ]);
    expect(out[1].error).toBe('No');
  });

  it('carries the picture: its bytes while on the device, its URL once uploaded', () => {
    const data = new ArrayBuffer(4);
    const [onDevice, uploaded, none] = waitingSubmissions(
      [
        item({ id: 'a', createdAt: 3, attachment: { field: 'imageUrl', file: { kind: 'outbox-file', data, type: 'image/jpeg', name: 'project.jpg' } } }),
        item({ id: 'b', createdAt: 2, attachment: { field: 'imageUrl', file: null, url: '/uploads/x.jpg' } }),
        item({ id: 'c', createdAt: 1, body: null }),
      ],
      42,
    );
    expect(onDevice.image).toEqual({ bytes: data, type: 'image/jpeg' });
    expect(uploaded.image).toEqual({ url: '/uploads/x.jpg' });
    expect(none).toMatchObject({ image: null, title: '' });
  });
});
