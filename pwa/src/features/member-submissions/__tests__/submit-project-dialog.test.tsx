import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getToasts, resetToasts } from '@/components/ui/toast-store';
import { fileOf, stubCanvas, stubImageLayout } from '@/components/upload/upload.test-utils';
import { db } from '@/lib/db';
import { setOutboxUser } from '@/lib/outbox';
import { USER, json, pickAndCrop, postsTo, renderDashboard } from './fixtures';

let fetchMock: ReturnType<typeof vi.fn>;
const lastToast = () => getToasts()[0];
const dialog = () => screen.getByTestId('submit-project-dialog');
const open = () => fireEvent.click(screen.getByRole('button', { name: 'Submit Project' }));
const fill = (label: string, value: string) => fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.me.clear()]);
  resetToasts();
  setOutboxUser(USER.id);
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/submissions/mine') return json(200, { submissions: [] });
    if (url === '/api/upload') return json(201, { url: '/uploads/project-1.png' });
    return json(201, { message: 'Project submitted successfully', project: { id: 9 } });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Submit Project', () => {
  it('opens from Quick Actions, keeps the dialog in the address, and Cancel closes it', async () => {
    renderDashboard();
    open();
    expect(within(dialog()).getByRole('heading', { name: 'Submit Project' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('?quick=project');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(''));
    expect(within(dialog()).queryByRole('heading')).toBeNull();
  });

  it('shows the shared schema messages and sends nothing', async () => {
    renderDashboard({ url: '/dashboard?quick=project' });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Submit Project' }));
    expect(await within(dialog()).findByText('Title is required')).toBeTruthy();
    expect(within(dialog()).getByText('Description is required')).toBeTruthy();
    expect(postsTo(fetchMock, '/api/projects')).toHaveLength(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('Enter in the title sends it: POST /api/projects, the spec toast, the dialog closes', async () => {
    renderDashboard({ url: '/dashboard?quick=project' });
    fill('Description', 'Forty solar lamps for the char.');
    fill('Title', 'Solar lamps');
    fireEvent.submit(within(dialog()).getByLabelText('Title').closest('form')!); // what Enter in a one-line field does
    await waitFor(() => expect(lastToast()?.title).toBe('Project submitted successfully'));
    expect(postsTo(fetchMock, '/api/projects')).toEqual([{ title: 'Solar lamps', description: 'Forty solar lamps for the char.' }]);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(''));
  });

  it('Ctrl+Enter in the description sends it; Enter alone does not', async () => {
    renderDashboard({ url: '/dashboard?quick=project' });
    fill('Title', 'Solar lamps');
    fill('Description', 'Forty lamps.');
    const description = within(dialog()).getByLabelText('Description');
    fireEvent.keyDown(description, { key: 'Enter' });
    await new Promise((r) => setTimeout(r, 20));
    expect(postsTo(fetchMock, '/api/projects')).toHaveLength(0);
    fireEvent.keyDown(description, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(postsTo(fetchMock, '/api/projects')).toHaveLength(1));
  });

  it('a refusal says Failed to submit project with the reason, and keeps what was typed', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/projects'
        ? json(400, { message: 'Title is too long', code: 'validation_failed', fields: { title: 'Title is too long' } })
        : json(200, { submissions: [] }),
    );
    renderDashboard({ url: '/dashboard?quick=project' });
    fill('Title', 'Solar lamps');
    fill('Description', 'Forty lamps.');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Submit Project' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Failed to submit project', description: 'Title is too long', variant: 'destructive' }));
    expect((within(dialog()).getByLabelText('Title') as HTMLInputElement).value).toBe('Solar lamps');
    expect(within(dialog()).getByText('Title is too long')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('?quick=project');
  });

  it('online with a picture: uploads the crop first, then sends the project with its URL', async () => {
    vi.stubGlobal('XMLHttpRequest', undefined); // the upload goes by fetch, where the test sees it
    stubImageLayout();
    stubCanvas();
    renderDashboard({ url: '/dashboard?quick=project' });
    fill('Title', 'Solar lamps');
    await pickAndCrop(/Project image/, fileOf('lamps.png', 'image/png'));
    expect(await within(dialog()).findByAltText('Project image (optional): the chosen image')).toBeTruthy();
    fill('Description', 'Forty lamps.');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Submit Project' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Project submitted successfully'));
    const urls = (fetchMock.mock.calls as [string, RequestInit][]).filter(([, i]) => i?.method === 'POST').map(([u]) => u);
    expect(urls).toEqual(['/api/upload', '/api/projects']);
    expect(postsTo(fetchMock, '/api/projects')[0]).toEqual({ title: 'Solar lamps', description: 'Forty lamps.', imageUrl: '/uploads/project-1.png' });
  });

  it('offline with a picture: kept on the device with it, the queued toast, the dialog closes, shown as waiting to be sent', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubImageLayout();
    stubCanvas();
    renderDashboard({ url: '/dashboard?quick=project' });
    fill('Title', 'Solar lamps');
    await pickAndCrop(/Project image/, fileOf('lamps.jpg', 'image/jpeg'));
    fill('Description', 'Forty lamps.');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Submit Project' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Saved — it will be sent when you are back online'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(''));

    const [item] = await db.outbox.toArray();
    expect(item).toMatchObject({
      url: '/api/projects',
      method: 'POST',
      body: { title: 'Solar lamps', description: 'Forty lamps.' },
      label: 'submissions:writes.project',
      userKey: String(USER.id),
    });
    expect(item.attachment).toMatchObject({ field: 'imageUrl', file: { kind: 'outbox-file', type: 'image/jpeg', name: 'project.jpg' } });
    expect(postsTo(fetchMock, '/api/projects')).toHaveLength(0);

    const row = await screen.findByText('Solar lamps');
    expect(row.closest('li')!.getAttribute('data-status')).toBe('waiting');
    expect(within(row.closest('li')!).getByText('Waiting to be sent')).toBeTruthy();
  });

  it('a crop left open is not sent silently', async () => {
    stubImageLayout();
    stubCanvas();
    renderDashboard({ url: '/dashboard?quick=project' });
    fill('Title', 'Solar lamps');
    fill('Description', 'Forty lamps.');
    fireEvent.change(within(dialog()).getByLabelText(/Project image/), { target: { files: [fileOf('lamps.jpg', 'image/jpeg')] } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Submit Project' }));
    expect(await within(dialog()).findByText('Finish cropping the image, or cancel it')).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
    fireEvent.click(within(dialog()).getAllByRole('button', { name: 'Cancel' })[0]); // the crop tool's, before the form's
    expect(within(dialog()).getByText('Select image')).toBeTruthy();
    await waitFor(() => expect(within(dialog()).queryByText('Finish cropping the image, or cancel it')).toBeNull());
  });
});
