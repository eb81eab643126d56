import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getToasts, resetToasts } from '@/components/ui/toast-store';
import { fileOf, stubCanvas, stubImageLayout } from '@/components/upload/upload.test-utils';
import { db } from '@/lib/db';
import { setOutboxUser } from '@/lib/outbox';
import { USER, json, pickAndCrop, postsTo, renderDashboard } from './fixtures';

let fetchMock: ReturnType<typeof vi.fn>;
const lastToast = () => getToasts()[0];
const dialog = () => screen.getByTestId('upload-image-dialog');
const fill = (label: string, value: string) => fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });
const MB = 1024 * 1024;

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.me.clear()]);
  resetToasts();
  setOutboxUser(USER.id);
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  vi.stubGlobal('XMLHttpRequest', undefined); // uploads go by fetch, where the test sees them
  stubImageLayout();
  stubCanvas();
  fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/submissions/mine') return json(200, { submissions: [] });
    if (url === '/api/upload') return json(201, { url: '/uploads/river.png' });
    return json(201, { message: 'Image uploaded successfully' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Upload Image', () => {
  it('opens from Quick Actions; the picture is required', async () => {
    renderDashboard();
    fireEvent.click(screen.getByRole('button', { name: 'Upload Image' }));
    fill('Title', 'River clean-up');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Upload Image' }));
    expect(await within(dialog()).findByText('Image is required')).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses a file over 5 MB with the upload control toast', async () => {
    renderDashboard({ url: '/dashboard?quick=image' });
    fireEvent.change(within(dialog()).getByLabelText(/^Image/), { target: { files: [fileOf('big.jpg', 'image/jpeg', 5 * MB + 1)] } });
    expect(lastToast()).toMatchObject({ title: 'File too large', description: 'Please select a file smaller than 5MB' });
    expect(within(dialog()).queryByAltText('The selected image, to crop')).toBeNull();
  });

  it('Ctrl+Enter in the description sends the picture, then the image with its caption in both languages and category general', async () => {
    renderDashboard({ url: '/dashboard?quick=image' });
    await pickAndCrop(/^Image/, fileOf('river.png', 'image/png'));
    fill('Title', 'River clean-up');
    fill('Title (Bangla)', 'নদী পরিষ্কার');
    expect(within(dialog()).getByLabelText('Title (Bangla)').getAttribute('lang')).toBe('bn');
    fill('Description', 'Forty of us.');
    fireEvent.keyDown(within(dialog()).getByLabelText('Description'), { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(lastToast()?.title).toBe('Image uploaded successfully'));
    expect(postsTo(fetchMock, '/api/gallery')).toEqual([
      {
        title: 'River clean-up',
        description: 'Forty of us.',
        titleBn: 'নদী পরিষ্কার',
        descriptionBn: null,
        category: 'general',
        imageUrl: '/uploads/river.png',
      },
    ]);
  });

  it('a refused upload says Failed to upload image', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/upload' ? json(413, { message: 'File too large', code: 'payload_too_large' }) : json(200, { submissions: [] }),
    );
    renderDashboard({ url: '/dashboard?quick=image' });
    await pickAndCrop(/^Image/, fileOf('river.png', 'image/png'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Upload Image' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Failed to upload image', variant: 'destructive' }));
    expect(postsTo(fetchMock, '/api/gallery')).toHaveLength(0);
  });

  it('offline: kept on the device (an untitled one says so), the dialog closes', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderDashboard({ url: '/dashboard?quick=image' });
    await pickAndCrop(/^Image/, fileOf('river.jpg', 'image/jpeg'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Upload Image' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Saved — it will be sent when you are back online'));
    const [item] = await db.outbox.toArray();
    expect(item).toMatchObject({ url: '/api/gallery', body: { title: '', category: 'general' }, labelValues: { title: 'Untitled image' } });
    expect(item.attachment).toMatchObject({ field: 'imageUrl', file: { name: 'photo.jpg' } });
    const row = (await screen.findByText('Untitled image')).closest('li')!;
    expect(row.getAttribute('data-status')).toBe('waiting');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(''));
  });
});
