import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ImageCropper } from './image-cropper';
import { fileOf, stubCanvas, stubImageLayout } from './upload.test-utils';

const selection = () => screen.getByRole('group', { name: 'Use the arrow keys to move the crop selection area' });
const left = () => parseFloat(selection().style.left);
const top = () => parseFloat(selection().style.top);

function renderCropper(aspect = 1) {
  render(<ImageCropper file={fileOf('me.jpg', 'image/jpeg')} aspect={aspect} onCropped={vi.fn()} onCancel={vi.fn()} />);
  // An 800 x 600 image shown at 400 x 300: the crop starts at 200 x 200 px from (100, 50).
  fireEvent.load(screen.getByAltText('The selected image, to crop'));
}

beforeEach(() => stubImageLayout());
afterEach(() => vi.restoreAllMocks());

describe('ImageCropper keyboard nudges', () => {
  it('moves the selection 1 step, 10 with Shift, 100 with Ctrl or Cmd, once per key', () => {
    renderCropper();
    expect(left()).toBe(25);
    fireEvent.keyDown(selection(), { key: 'ArrowRight' });
    expect(left()).toBeCloseTo(25.25); // 101 px of 400
    fireEvent.keyDown(selection(), { key: 'ArrowRight', shiftKey: true });
    expect(left()).toBeCloseTo(27.75); // 111 px
    fireEvent.keyDown(selection(), { key: 'ArrowLeft', metaKey: true });
    expect(left()).toBeCloseTo(2.75); // 11 px
    fireEvent.keyDown(selection(), { key: 'ArrowRight', ctrlKey: true });
    expect(left()).toBeCloseTo(27.75); // 111 px
    fireEvent.keyDown(selection(), { key: 'ArrowDown', ctrlKey: true });
    expect(top()).toBeCloseTo(33.33); // 150 px, held at the bottom edge: 100 px of 300
  });

  it('resizes from a focused corner handle, keeping the aspect', () => {
    renderCropper();
    const handle = screen.getByRole('button', { name: /south east drag handle/ });
    fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    expect(parseFloat(selection().style.width)).toBeCloseTo(52.5); // 210 px of 400
    expect(parseFloat(selection().style.height)).toBeCloseTo(70); // 210 px of 300
  });

  it('Upload crops what the keys left: the nudged crop is the completed one', async () => {
    const { drawImage } = stubCanvas();
    const onCropped = vi.fn();
    render(<ImageCropper file={fileOf('me.jpg', 'image/jpeg')} aspect={1} onCropped={onCropped} onCancel={vi.fn()} />);
    expect((screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.load(screen.getByAltText('The selected image, to crop'));
    fireEvent.keyDown(selection(), { key: 'ArrowLeft', ctrlKey: true });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await vi.waitFor(() => expect(onCropped).toHaveBeenCalledTimes(1));
    // Moved to the left edge of the 800 x 600 image: 400 x 400 from (0, 100).
    expect(drawImage.mock.calls[0].slice(1, 5).map(Math.round)).toEqual([0, 100, 400, 400]);
    expect(onCropped.mock.calls[0][0]).toMatchObject({ name: 'me.jpg', type: 'image/jpeg' });
  });
});
