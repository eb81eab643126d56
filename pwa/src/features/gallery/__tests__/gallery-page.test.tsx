import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { db } from '@/lib/db';
import { i18n } from '@/lib/i18n';
import { GalleryPage } from '../components/gallery-page';

const image = (id: number) => ({
  id,
  title: `Photo ${id}`,
  description: id === 1 ? 'The first one' : null,
  imageUrl: `/uploads/${id}.jpg`,
  category: 'events',
  status: 'approved',
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  createdBy: 1,
  approvedBy: 1,
});
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

beforeEach(async () => {
  await Promise.all([db.gallery.clear(), db.meta.clear()]);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('GalleryPage', () => {
  it('shows the grid and moves through the viewer with the arrow keys', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ images: [image(1), image(2), image(3)] })),
    );
    render(<GalleryPage />);
    expect(screen.getByText('Loading gallery...')).toBeTruthy();
    expect(await screen.findByText('The first one')).toBeTruthy();
    expect(screen.getAllByTestId('gallery-item')).toHaveLength(3);
    // The first photo (the page's largest paint on a phone) is asked for at once; the rest when near.
    const loading = screen.getAllByTestId('gallery-item').map((item) => {
      const img = item.querySelector('img')!;
      return [img.getAttribute('loading'), img.getAttribute('fetchpriority')];
    });
    expect(loading).toEqual([
      ['eager', 'high'],
      ['lazy', null],
      ['lazy', null],
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'View All Photos' }));
    const counter = screen.getByTestId('viewer-counter');
    expect(counter.textContent).toBe('1 / 3');
    fireEvent.keyDown(screen.getByTestId('gallery-viewer'), { key: 'ArrowLeft' });
    expect(counter.textContent).toBe('3 / 3');
    fireEvent.keyDown(screen.getByTestId('gallery-viewer'), { key: 'ArrowRight' });
    fireEvent.keyDown(screen.getByTestId('gallery-viewer'), { key: 'ArrowRight' });
    expect(screen.getByTestId('viewer-counter').textContent).toBe('2 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('viewer-counter')).toBeNull();
  });

  it('shows a reader in Bangla the Bangla captions, in the grid and the viewer; English where none is written', async () => {
    const bangla = { ...image(1), titleBn: 'প্রথম ছবি', descriptionBn: 'প্রথমটি' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ images: [bangla, image(2)] })),
    );
    await act(() => i18n.changeLanguage('bn'));
    render(<GalleryPage />);
    expect(await screen.findByRole('heading', { name: 'প্রথম ছবি' })).toBeTruthy();
    expect(screen.getByText('প্রথমটি')).toBeTruthy();
    expect(screen.queryByText('The first one')).toBeNull();
    const english = screen.getByRole('heading', { name: 'Photo 2' });
    expect(english.getAttribute('lang')).toBe('en');
    fireEvent.click(screen.getByRole('button', { name: /প্রথম ছবি/ }));
    const viewer = screen.getByTestId('gallery-viewer');
    expect(within(viewer).getByText('প্রথম ছবি').tagName).toBe('H2');
    expect((within(viewer).getByTestId('viewer-image') as HTMLImageElement).alt).toBe('প্রথমটি');
  });

  it('shows the empty state without a viewer button', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ images: [] })),
    );
    render(<GalleryPage />);
    expect(await screen.findByText('No Images Yet')).toBeTruthy();
    expect(screen.getByText('Gallery images will appear here once they are uploaded and approved.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'View All Photos' })).toBeNull();
  });
});
