import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { getToasts, resetToasts } from '@/components/ui/toast-store';
import { ImageUpload, type ImageUploadProps } from './image-upload';
import { FakeXhr, fileOf, stubCanvas, stubImageLayout, stubXhr } from './upload.test-utils';

const lastToast = () => getToasts()[0];
const MB = 1024 * 1024;

/** The control as a form uses it: the value lives in the parent. */
function Harness({ initial = null, spy, ...props }: Partial<ImageUploadProps> & { initial?: string | null; spy: (url: string | null) => void }) {
  const [url, setUrl] = useState<string | null>(initial);
  return (
    <ImageUpload
      label="Profile picture"
      {...props}
      value={url}
      onChange={(next) => {
        spy(next);
        setUrl(next);
      }}
    />
  );
}

const input = () => screen.getByLabelText(/Profile picture/) as HTMLInputElement;
const choose = (file: File) => fireEvent.change(input(), { target: { files: [file] } });
const uploadButton = () => screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement;

let spy: ReturnType<typeof vi.fn<(url: string | null) => void>>;
beforeEach(() => {
  resetToasts();
  stubXhr();
  spy = vi.fn<(url: string | null) => void>();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ImageUpload', () => {
  it('offers a labelled, keyboard-reachable image input', () => {
    render(<Harness spy={spy} />);
    expect(input().type).toBe('file');
    expect(input().accept).toBe('image/*');
    expect(input().tabIndex).not.toBe(-1);
    expect(screen.getByText('Profile picture')).toBeTruthy();
    expect(screen.getByText('Select image').className).toContain('min-h-11');
  });

  it('refuses a file over maxSizeMb with the spec toast and sends nothing', () => {
    render(<Harness spy={spy} maxSizeMb={2} />);
    choose(fileOf('big.jpg', 'image/jpeg', 2 * MB + 1));
    expect(lastToast()).toMatchObject({ title: 'File too large', description: 'Please select a file smaller than 2MB', variant: 'destructive' });
    expect(FakeXhr.instances).toHaveLength(0);
    expect(input()).toBeTruthy(); // still idle
  });

  it('allows 5 MB when no maxSizeMb is given', async () => {
    render(<Harness spy={spy} />);
    choose(fileOf('ok.jpg', 'image/jpeg', 5 * MB));
    expect(FakeXhr.instances).toHaveLength(1);
    await act(async () => FakeXhr.last().abort());
  });

  it('crops first: Upload is disabled until a crop completes, then sends a png crop with progress, and shows the preview', async () => {
    stubImageLayout();
    const { drawImage, toBlob } = stubCanvas();
    render(<Harness spy={spy} crop aspect={1} />);
    choose(fileOf('me.png', 'image/png'));

    expect(uploadButton().disabled).toBe(true);
    // The image decodes: the centred half-width crop appears and ReactCrop reports it completed.
    fireEvent.load(screen.getByAltText('The selected image, to crop'));
    expect(uploadButton().disabled).toBe(false);

    fireEvent.click(uploadButton());
    const xhr = await vi.waitFor(() => FakeXhr.last() ?? Promise.reject(new Error('not sent yet')));
    expect(toBlob.mock.calls[0][1]).toBe('image/png');
    // 800 x 600 image, square crop of half the width, centred: 400 x 400 from (200, 100).
    expect(drawImage.mock.calls[0].slice(1).map(Math.round)).toEqual([200, 100, 400, 400, 0, 0, 400, 400]);
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(['POST', '/api/upload', false]);
    expect(xhr.headers['X-Expected-User']).toBeUndefined();
    expect(xhr.sentFile()).toMatchObject({ name: 'me.png', type: 'image/png' });

    act(() => xhr.progress(50, 100));
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar.getAttribute('value')).toBe('50');
    expect(bar.getAttribute('aria-valuetext')).toBe('50%');
    expect(screen.getByText('Uploading... 50%')).toBeTruthy();

    await act(async () => xhr.respond(201, { url: '/uploads/abc.png' }));
    expect(spy).toHaveBeenCalledWith('/uploads/abc.png');
    expect(lastToast()).toMatchObject({ title: 'Success', description: 'File uploaded successfully' });
    const preview = screen.getByAltText('Profile picture: the uploaded image') as HTMLImageElement;
    expect(preview.getAttribute('src')).toBe('/uploads/abc.png');
    expect(preview.parentElement!.style.aspectRatio).toBe('1');
  });

  it('exports a non-png source as a jpeg at quality 0.9', async () => {
    stubImageLayout();
    const { toBlob } = stubCanvas();
    render(<Harness spy={spy} crop aspect={16 / 9} />);
    choose(fileOf('cover.webp', 'image/webp'));
    fireEvent.load(screen.getByAltText('The selected image, to crop'));
    fireEvent.click(uploadButton());
    const xhr = await vi.waitFor(() => FakeXhr.last() ?? Promise.reject(new Error('not sent yet')));
    expect(toBlob.mock.calls[0].slice(1)).toEqual(['image/jpeg', 0.9]);
    expect(xhr.sentFile()).toMatchObject({ name: 'cover.jpg', type: 'image/jpeg' });
  });

  it("says 'Crop failed' with the error's message and stays in the crop tool", async () => {
    stubImageLayout();
    stubCanvas({ broken: true });
    render(<Harness spy={spy} crop />);
    choose(fileOf('me.jpg', 'image/jpeg'));
    fireEvent.load(screen.getByAltText('The selected image, to crop'));
    fireEvent.click(uploadButton());
    await vi.waitFor(() => expect(lastToast()).toMatchObject({ title: 'Crop failed', description: 'This browser cannot draw the image' }));
    expect(uploadButton().disabled).toBe(false);
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('Cancel leaves the crop tool for the file picker', () => {
    stubImageLayout();
    render(<Harness spy={spy} crop />);
    choose(fileOf('me.jpg', 'image/jpeg'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(input()).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(spy).not.toHaveBeenCalled();
  });

  it("a failed upload says 'Upload failed' / 'Please try again'; a 413 shows the server's message", async () => {
    render(<Harness spy={spy} />);
    choose(fileOf('a.jpg', 'image/jpeg'));
    await act(async () => FakeXhr.last().respond(500, 'Internal Server Error'));
    expect(lastToast()).toMatchObject({ title: 'Upload failed', description: 'Please try again', variant: 'destructive' });

    choose(fileOf('b.jpg', 'image/jpeg'));
    const message = 'File too large - Please select a file smaller than 5MB';
    await act(async () => FakeXhr.last().respond(413, { message, code: 'payload_too_large' }));
    expect(lastToast()).toMatchObject({ title: 'Upload failed', description: message });

    choose(fileOf('c.jpg', 'image/jpeg'));
    await act(async () => FakeXhr.last().fail());
    expect(lastToast()).toMatchObject({ title: 'Upload failed', description: 'Please try again' });
    expect(spy).not.toHaveBeenCalled();
    expect(input()).toBeTruthy();
  });

  it('Clear empties the value and returns to the file picker', () => {
    render(<Harness spy={spy} initial="/uploads/old.jpg" />);
    expect(screen.queryByLabelText(/Profile picture/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(spy).toHaveBeenCalledWith(null);
    expect(screen.queryByRole('img')).toBeNull();
    expect(input()).toBeTruthy();
  });

  it('shows a placeholder when the preview cannot load', () => {
    render(<Harness spy={spy} initial="/uploads/gone.jpg" />);
    fireEvent.error(screen.getByAltText('Profile picture: the uploaded image'));
    expect(screen.getByText('The image could not be shown')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeTruthy();
  });

  it('offline: the picker is disabled and says uploading needs a connection', () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    render(<Harness spy={spy} />);
    expect(input().disabled).toBe(true);
    expect(screen.getByText('Uploading an image needs an internet connection')).toBeTruthy();
  });
});
