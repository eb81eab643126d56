import '@/lib/i18n-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { getToasts, resetToasts } from '@/components/ui/toast-store';
import { MembersTab } from '../components/members-tab';
import { adminUser } from './fixtures';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let answer: () => Response;
let fetchMock: ReturnType<typeof vi.fn>;
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

beforeEach(() => {
  resetToasts();
  answer = () =>
    json(201, { message: 'User created successfully', user: adminUser({ id: 9, email: 'new@club.test', firstName: 'Rina', role: 'participant' }) });
  fetchMock = vi.fn(async (_url: string, init: RequestInit = {}) => ((init.method ?? 'GET') === 'GET' ? json(200, []) : answer()));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

const openDialog = async () => {
  render(
    <MemoryRouter initialEntries={['/admin-dashboard?tab=members&action=add-user']}>
      <MembersTab />
      <Address />
    </MemoryRouter>,
  );
  return screen.findByTestId('add-user-form');
};
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = (form: HTMLElement) => fireEvent.submit(form);

describe('Add User', () => {
  it('opens from action=add-user with email, names, password, role (Member) and Active (on)', async () => {
    await openDialog();
    for (const label of ['Email', 'First name', 'Last name', 'Password', 'Role']) expect(screen.getByLabelText(label)).toBeTruthy();
    expect((screen.getByLabelText('Role') as HTMLSelectElement).value).toBe('member');
    expect((screen.getByLabelText('Active account') as HTMLInputElement).checked).toBe(true);
  });

  it('sends nothing without a password, and asks for at least 8 characters', async () => {
    const form = await openDialog();
    type('Email', 'new@club.test');
    submit(form);
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    type('Password', 'short');
    submit(form);
    await new Promise((r) => setTimeout(r, 20));
    expect(posts()).toHaveLength(0);
  });

  it('creates the user, says so and closes', async () => {
    const form = await openDialog();
    type('Email', 'new@club.test');
    type('First name', 'Rina');
    type('Password', 'Str0ng#pass');
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'participant' } });
    submit(form);
    await waitFor(() => expect(getToasts()[0]?.title).toBe('User created successfully'));
    const [url, init] = posts()[0]!;
    expect(url).toBe('/api/users');
    expect(JSON.parse(init.body as string)).toMatchObject({
      email: 'new@club.test',
      firstName: 'Rina',
      lastName: null,
      password: 'Str0ng#pass',
      role: 'participant',
      isActive: true,
      permissions: [],
    });
    expect(JSON.parse(init.body as string)).not.toHaveProperty('canCheckIn');
    await waitFor(() => expect(screen.getByTestId('address').textContent).not.toContain('action='));
  });

  it("'Can check people in at the door' (off by default) creates the user with the checkin permission", async () => {
    const form = await openDialog();
    const box = screen.getByLabelText('Can check people in at the door') as HTMLInputElement;
    expect(box.checked).toBe(false);
    type('Email', 'door@club.test');
    type('Password', 'Str0ng#pass');
    fireEvent.click(box);
    submit(form);
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(posts()[0]![1].body as string)).toMatchObject({ email: 'door@club.test', role: 'member', permissions: ['checkin'] });
  });

  it('puts the server field message on its input (e-mail in use) with the toast Error / Failed to create user', async () => {
    answer = () =>
      json(409, { message: 'An account with this email already exists', code: 'conflict', fields: { email: 'An account with this email already exists' } });
    const form = await openDialog();
    type('Email', 'taken@club.test');
    type('Password', 'Str0ng#pass');
    submit(form);
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Error', description: 'Failed to create user', variant: 'destructive' }));
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('An account with this email already exists')).toBeTruthy();
  });

  it('shows a refusal that is not about one field in the form (an admin creating an admin)', async () => {
    answer = () => json(403, { message: 'Only a super admin can manage administrator accounts', code: 'forbidden' });
    const form = await openDialog();
    type('Email', 'boss@club.test');
    type('Password', 'Str0ng#pass');
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'admin' } });
    submit(form);
    expect((await screen.findByRole('alert')).textContent).toBe('Only a super admin can manage administrator accounts');
  });
});
