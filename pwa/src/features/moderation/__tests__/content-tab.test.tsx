import '@/lib/i18n-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { getToasts, resetToasts } from '@/components/ui/toast-store';
import { ContentTab } from '../components/content-tab';
import { fakeApi } from './fake-api';
import { testRegistration } from '@/test/fixtures/registrations';
import { article, clubEvent, image, project, registration } from './fixtures';

const lastToast = () => getToasts()[0];
const pendingProject = project({ id: 1, title: 'Solar lamps', status: 'pending' });
const approvedProject = project({ id: 2, title: 'Book corner', status: 'approved', imageUrl: '/uploads/missing.jpg' });

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  resetToasts();
  api = fakeApi({
    'GET /api/projects': { projects: [pendingProject, approvedProject] },
    'GET /api/news': { articles: [article()] },
    'GET /api/events': { events: [clubEvent()] },
    'GET /api/gallery': { images: [image(), image({ id: 2 })] },
    'GET /api/members': [],
    'GET /api/event-registrations': [registration({ id: 5 }), registration({ id: 6, eventId: 99, name: 'Lost Event', status: 'confirmed' })],
    'GET /api/pending-content': { projects: [pendingProject], news: [], members: [], gallery: [] },
    'POST /api/approve-content/project/1': { message: 'Project approved successfully' },
    'POST /api/reject-content/project/1': { message: 'Project rejected successfully' },
    'DELETE /api/projects/2': { message: 'Project deleted successfully' },
    'PATCH /api/event-registrations/5': {
      message: 'Registration status updated successfully',
      registration: testRegistration({ id: 5, status: 'confirmed', registeredAt: '2026-03-01T10:00:00.000Z' }),
    },
    'POST /api/projects': (body: unknown) =>
      (body as { title: string }).title === 'Taken'
        ? [400, { message: 'Invalid input', code: 'validation', fields: { title: 'A project with this title exists' } }]
        : [201, { message: 'Project submitted successfully', project: project({ id: 3, ...(body as object), status: 'pending' }) }],
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const show = (url = '/admin-dashboard?tab=content') =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <ContentTab />
    </MemoryRouter>,
  );
const rowOf = async (title: string) => (await screen.findByText(title)).closest('li') as HTMLElement;

describe('ContentTab', () => {
  it('shows the six stat cards and the number waiting on Pending Reviews', async () => {
    show();
    await waitFor(() => expect(screen.getByTestId('content-stat-projects').textContent).toBe('2'));
    expect(screen.getByTestId('content-stat-articles').textContent).toBe('1');
    expect(screen.getByTestId('content-stat-events').textContent).toBe('1');
    expect(screen.getByTestId('content-stat-images').textContent).toBe('2');
    expect(screen.getByTestId('content-stat-members').textContent).toBe('0');
    expect(screen.getByTestId('content-stat-pending').textContent).toBe('1');
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Projects', 'News', 'Events', 'Event Registrations', 'Gallery', 'Pending Reviews1, 1 waiting']);
  });

  it('offers Approve and Reject only while pending; approving says so and reloads the lists it changed', async () => {
    show();
    const pending = await rowOf('Solar lamps');
    const approved = await rowOf('Book corner');
    expect(within(approved).queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(within(approved).queryByRole('button', { name: /Reject/ })).toBeNull();
    const before = api.calls.filter((c) => c.path === '/api/pending-content').length;
    fireEvent.click(within(pending).getByRole('button', { name: 'Approve Solar lamps' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Project approved successfully'));
    expect(api.writes()).toEqual([{ method: 'POST', path: '/api/approve-content/project/1', body: undefined }]);
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/pending-content').length).toBe(before + 1));
  });

  it('rejecting asks for an optional reason: Enter sends it, trimmed, and the author will be told it', async () => {
    show();
    fireEvent.click(within(await rowOf('Solar lamps')).getByRole('button', { name: 'Reject Solar lamps' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject “Solar lamps”?' });
    expect(api.writes()).toEqual([]);
    const reason = within(dialog).getByLabelText('Reason (optional)');
    fireEvent.change(reason, { target: { value: '  The photo is blurred  ' } });
    fireEvent.submit(reason.closest('form')!); // Enter in the one-line field
    await waitFor(() => expect(lastToast()?.title).toBe('Project rejected successfully'));
    expect(api.writes()).toEqual([{ method: 'POST', path: '/api/reject-content/project/1', body: { reason: 'The photo is blurred' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('rejecting without a reason sends no body, as before; Cancel leaves the item pending', async () => {
    show();
    const reject = within(await rowOf('Solar lamps')).getByRole('button', { name: 'Reject Solar lamps' });
    fireEvent.click(reject);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes()).toEqual([]);

    fireEvent.click(reject);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Project rejected successfully'));
    expect(api.writes()).toEqual([{ method: 'POST', path: '/api/reject-content/project/1', body: undefined }]);
  });

  it('a rejection refused keeps the dialog and the reason typed, with the server message', async () => {
    api = fakeApi({
      'GET /api/projects': { projects: [pendingProject] },
      'POST /api/reject-content/project/1': () => [409, { message: 'This project was already approved', code: 'conflict' }],
    });
    show();
    fireEvent.click(within(await rowOf('Solar lamps')).getByRole('button', { name: 'Reject Solar lamps' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), { target: { value: 'Too short' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Error', description: 'This project was already approved' }));
    expect((within(screen.getByRole('dialog')).getByLabelText('Reason (optional)') as HTMLInputElement).value).toBe('Too short');
  });

  it('shows the placeholder for a thumbnail that does not load', async () => {
    show();
    const img = within(await rowOf('Book corner')).getByTestId('content-thumb');
    expect(img.getAttribute('src')).toBe('/uploads/missing.jpg');
    fireEvent.error(img);
    expect(img.getAttribute('data-fallback')).toBe('true');
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg/);
  });

  it('deletes only after the browser confirmation', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    show();
    const row = await rowOf('Book corner');
    const button = within(row).getByRole('button', { name: 'Delete Book corner' }) as HTMLButtonElement;
    fireEvent.click(button);
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete "Book corner"? This action cannot be undone.');
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(api.writes()).toEqual([]);
    fireEvent.click(button);
    await waitFor(() => expect(lastToast()?.title).toBe('Project deleted successfully'));
    expect(api.writes()).toEqual([{ method: 'DELETE', path: '/api/projects/2', body: undefined }]);
  });

  it('creates a project pending from its dialog, and keeps the form with the server message when refused', async () => {
    show('/admin-dashboard?tab=content&section=projects');
    fireEvent.click(await screen.findByRole('button', { name: 'Create Project' }));
    const dialog = await screen.findByTestId('create-project-form');
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Taken' } });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Lamps for the char' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Error'));
    expect(lastToast()?.description).toBe('Failed to create project');
    expect(await within(dialog).findByText('A project with this title exists')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Solar lamps 2' } });
    fireEvent.keyDown(within(dialog).getByLabelText('Description'), { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(lastToast()?.title).toBe('Project created successfully'));
    expect(api.writes()[1]).toMatchObject({
      method: 'POST',
      path: '/api/projects',
      body: { title: 'Solar lamps 2', description: 'Lamps for the char', category: 'general', imageUrl: null },
    });
    await waitFor(() => expect(screen.queryByTestId('create-project-form')).toBeNull());
  });

  it('confirms a pending registration; an unknown event reads Event Not Found', async () => {
    show('/admin-dashboard?tab=content&section=registrations');
    const rows = await screen.findAllByTestId('registration-row');
    expect(rows[0]!.textContent).toContain('Olympiad');
    expect(rows[1]!.textContent).toContain('Event Not Found');
    expect(within(rows[1]!).queryByRole('button', { name: /Confirm/ })).toBeNull();
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Confirm the registration of Rafi Ahmed' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Registration status updated successfully'));
    expect(api.writes()).toEqual([{ method: 'PATCH', path: '/api/event-registrations/5', body: { status: 'confirmed' } }]);
  });
});
