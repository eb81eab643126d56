import '@/lib/i18n-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { UserDetail } from '@shared/schemas/user-detail';
import { getToasts, resetToasts } from '@/components/ui/toast-store';
import { MembersTab } from '../components/members-tab';
import { adminUser } from './fixtures';

const NUSRAT = adminUser({ id: 2, firstName: 'Nusrat', lastName: 'Jahan', email: 'nusrat@club.test', role: 'member' });
const DETAIL: UserDetail = {
  ...adminUser({
    id: 5,
    firstName: 'Sadia',
    email: 'sadia@club.test',
    role: 'applicant',
    applicationStatus: 'pending',
    phone: '+880 1711-000000',
    age: '19',
    address: 'Station Road',
    motivation: 'To help my village',
  }),
  appliedAt: '2026-02-01T10:00:00.000Z',
  approvedAt: null,
  lastSignInAt: null,
  registrations: [
    { id: 9, eventId: 3, eventTitle: 'Solar Workshop', eventDate: '2026-03-01', status: 'confirmed', registeredAt: '2026-02-02T10:00:00.000Z' },
    { id: 10, eventId: 99, eventTitle: null, eventDate: null, status: 'pending', registeredAt: '2026-02-03T10:00:00.000Z' },
  ],
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let patch: () => Response;
let fetchMock: ReturnType<typeof vi.fn>;
const patches = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');

beforeEach(() => {
  resetToasts();
  patch = () => json(200, { message: 'User updated successfully', user: NUSRAT });
  fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    if (init.method === 'PATCH') return patch();
    if (url === '/api/users') return json(200, [NUSRAT, DETAIL]);
    if (url === '/api/users/5') return json(200, DETAIL);
    return json(404, { message: 'Not found', code: 'not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const renderTab = () =>
  render(
    <MemoryRouter initialEntries={['/admin-dashboard?tab=members']}>
      <MembersTab />
    </MemoryRouter>,
  );

describe('Edit User', () => {
  it('holds the user, sends only what changed, says so', async () => {
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Nusrat Jahan' }));
    const form = await screen.findByTestId('edit-user-form');
    const f = within(form);
    expect((f.getByLabelText('Email') as HTMLInputElement).value).toBe('nusrat@club.test');
    expect((f.getByLabelText('Role') as HTMLSelectElement).value).toBe('member');
    expect((f.getByLabelText('Active account') as HTMLInputElement).checked).toBe(true);
    expect(f.getByText('Profile picture')).toBeTruthy();
    fireEvent.change(f.getByLabelText('Last name'), { target: { value: 'Akter' } });
    fireEvent.submit(form);
    await waitFor(() => expect(getToasts()[0]?.title).toBe('User updated successfully'));
    expect(patches()[0]![0]).toBe('/api/users/2');
    expect(JSON.parse(patches()[0]![1].body as string)).toEqual({ lastName: 'Akter' });
  });

  it('grants and takes back check-in at the door (permission checkin), keeping other permissions', async () => {
    fetchMock.mockImplementation(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'PATCH') return patch();
      if (url === '/api/users')
        return json(200, [
          { ...NUSRAT, permissions: ['other'] },
          { ...DETAIL, id: 6, firstName: 'Door', lastName: 'Keeper', permissions: ['checkin'] },
        ]);
      return json(404, { message: 'Not found', code: 'not_found' });
    });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Nusrat Jahan' }));
    let form = await screen.findByTestId('edit-user-form');
    const grant = within(form).getByLabelText('Can check people in at the door') as HTMLInputElement;
    expect(grant.checked).toBe(false);
    fireEvent.click(grant);
    fireEvent.submit(form);
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]![0]).toBe('/api/users/2');
    expect(JSON.parse(patches()[0]![1].body as string)).toEqual({ permissions: ['other', 'checkin'] });

    await waitFor(() => expect(screen.queryByTestId('edit-user-form')).toBeNull());
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Door Keeper' }));
    form = await screen.findByTestId('edit-user-form');
    const revoke = within(form).getByLabelText('Can check people in at the door') as HTMLInputElement;
    expect(revoke.checked).toBe(true);
    fireEvent.click(revoke);
    fireEvent.submit(form);
    await waitFor(() => expect(patches()).toHaveLength(2));
    expect(patches()[1]![0]).toBe('/api/users/6');
    expect(JSON.parse(patches()[1]![1].body as string)).toEqual({ permissions: [] });
  });

  it('shows the server refusal: Failed to update user with its message (Unauthorized for a 401)', async () => {
    patch = () => json(403, { message: 'Only a super admin can manage administrator accounts', code: 'forbidden' });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Nusrat Jahan' }));
    const form = await screen.findByTestId('edit-user-form');
    fireEvent.change(within(form).getByLabelText('Role'), { target: { value: 'admin' } });
    fireEvent.submit(form);
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({ title: 'Failed to update user', description: 'Only a super admin can manage administrator accounts' }),
    );
    expect(within(form).getByRole('alert').textContent).toBe('Only a super admin can manage administrator accounts');

    patch = () => json(401, { message: 'Not signed in', code: 'unauthorized' });
    fireEvent.submit(form);
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Unauthorized'));
  });
});

describe('View', () => {
  it('shows the account read only: application fields, dates, last sign-in Never, registrations', async () => {
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'View Sadia' }));
    const detail = await screen.findByTestId('user-detail');
    const d = within(detail);
    for (const text of [
      'sadia@club.test',
      '+880 1711-000000',
      '19',
      'Station Road',
      'To help my village',
      'Feb 1, 2026',
      'Never',
      'Solar Workshop',
      'Event Not Found',
      'Confirmed',
    ])
      expect(d.getAllByText(text).length).toBeGreaterThan(0);
    expect(detail.querySelectorAll('input, select, textarea')).toHaveLength(0);
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/users/5')).toBe(true);
  });
});
