import '@/lib/i18n-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { getToasts, resetToasts } from '@/components/ui/toast-store';
import { MembersTab } from '../components/members-tab';
import { adminUser } from './fixtures';

const USERS = [
  adminUser({ id: 1, firstName: 'Farhana', lastName: 'Rahman', email: 'super@club.test', role: 'super_admin' }),
  adminUser({ id: 2, firstName: 'Nusrat', lastName: 'Jahan', email: 'nusrat@club.test', role: 'member', isActive: false }),
  adminUser({ id: 3, firstName: 'Sadia', email: 'sadia@club.test', role: 'applicant', applicationStatus: 'approved' }),
  adminUser({ id: 4, email: 'waiting@club.test', role: 'applicant', applicationStatus: 'pending' }),
];

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
type Handler = (url: string, init: RequestInit) => Response | undefined;
let writes: Handler;
let fetchMock: ReturnType<typeof vi.fn>;
const calls = (method: string) => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

beforeEach(() => {
  resetToasts();
  writes = () => json(200, { message: 'ok' });
  fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    if ((init.method ?? 'GET') === 'GET') return url === '/api/users' ? json(200, USERS) : json(404, { message: 'Not found', code: 'not_found' });
    return writes(url, init) ?? json(500, {});
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderTab = (path = '/admin-dashboard?tab=members') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <MembersTab />
    </MemoryRouter>,
  );
const row = async (text: string) => (await screen.findByText(text)).closest('[data-testid="user-row"]') as HTMLElement;
const lastToast = () => getToasts()[0];

describe('MembersTab (User Management)', () => {
  it('lists every user with name or e-mail, e-mail, role and Active/Inactive, newest first, and no Delete for a super admin', async () => {
    renderTab();
    expect(await screen.findByRole('heading', { name: 'User Management' })).toBeTruthy();
    const rows = await screen.findAllByTestId('user-row');
    expect(rows.map((r) => r.getAttribute('data-user-id'))).toEqual(['4', '3', '2', '1']);
    const nusrat = await row('Nusrat Jahan');
    expect(within(nusrat).getByText('nusrat@club.test')).toBeTruthy();
    expect(within(nusrat).getByText('Member')).toBeTruthy();
    expect(within(nusrat).getByText('Inactive')).toBeTruthy();
    expect(within(rows[0]!).getAllByText('waiting@club.test')).toHaveLength(2); // name falls back to the e-mail
    expect(within(rows[0]!).getByText('Pending')).toBeTruthy(); // the application's status
    const superAdmin = await row('Farhana Rahman');
    expect(within(superAdmin).getByText('Super Admin')).toBeTruthy();
    expect(within(superAdmin).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(nusrat).getByRole('button', { name: 'Delete Nusrat Jahan' })).toBeTruthy();
  });

  it('filters by name, e-mail or role', async () => {
    renderTab();
    await screen.findAllByTestId('user-row');
    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: 'applicant' } });
    expect(screen.getAllByTestId('user-row')).toHaveLength(2);
    expect(screen.getByText('Showing 2 of 4')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: 'nobody' } });
    expect(screen.getByText('No users match your search')).toBeTruthy();
  });

  it('removes a user after the browser confirmation, and says so', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    writes = () => json(200, { message: 'User removed successfully' });
    renderTab();
    fireEvent.click(within(await row('Nusrat Jahan')).getByRole('button', { name: 'Delete Nusrat Jahan' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to remove Nusrat Jahan? This action cannot be undone.');
    await waitFor(() => expect(lastToast()?.title).toBe('User removed successfully'));
    expect(calls('DELETE')[0]![0]).toBe('/api/users/2');
  });

  it('sends nothing when the confirmation is declined; a 401 says Unauthorized, other refusals Failed to remove user with the server message', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderTab();
    const button = within(await row('Nusrat Jahan')).getByRole('button', { name: 'Delete Nusrat Jahan' });
    fireEvent.click(button);
    expect(calls('DELETE')).toHaveLength(0);

    confirm.mockReturnValue(true);
    writes = () => json(401, { message: 'Not signed in', code: 'unauthorized' });
    fireEvent.click(button);
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Unauthorized', description: 'Not signed in', variant: 'destructive' }));

    writes = () => json(403, { message: 'You cannot remove your own account', code: 'forbidden' });
    fireEvent.click(button);
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Failed to remove user', description: 'You cannot remove your own account' }));
  });

  it('makes an approved applicant a member in one action (and offers it to no one else)', async () => {
    writes = () => json(200, { message: 'User updated successfully', user: { ...USERS[2], role: 'member' } });
    renderTab();
    const sadia = await row('Sadia');
    expect(screen.getAllByRole('button', { name: /^Make .* a member$/ })).toHaveLength(1);
    fireEvent.click(within(sadia).getByRole('button', { name: 'Make Sadia a member' }));
    await waitFor(() => expect(lastToast()?.title).toBe('User updated successfully'));
    const [url, init] = calls('PATCH')[0]!;
    expect(url).toBe('/api/users/3');
    expect(JSON.parse(init.body as string)).toEqual({ role: 'member' });
  });
});
