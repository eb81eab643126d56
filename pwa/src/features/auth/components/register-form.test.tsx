import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AuthProvider } from '@/lib/auth';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/components/ui/toast-store';
import { RegisterForm } from './register-form';
import { testUser } from '@/test/fixtures/users';

function renderRegister() {
  const router = createMemoryRouter(
    [
      { path: '/register', element: <RegisterForm /> },
      { path: '/', element: <h1>Home page</h1> },
    ],
    { initialEntries: ['/register'] },
  );
  render(
    <AuthProvider initialUser={null}>
      <RouterProvider router={router} />
      <Toaster />
    </AuthProvider>,
  );
}

/** POST /api/auth/register's answer: the new applicant, waiting for approval. */
const CREATED = {
  message: 'Account created successfully',
  user: testUser({
    email: 'rafi@club.test',
    firstName: 'Rafi',
    lastName: 'Islam',
    role: 'applicant',
    applicationStatus: 'pending',
    appliedAt: '2025-01-01T00:00:00.000Z',
  }),
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

describe('RegisterForm', () => {
  it('shows every field message on submit, even after a blur made the form invalid', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderRegister();
    const password = screen.getByLabelText('Password');
    fireEvent.change(password, { target: { value: 'short' } });
    fireEvent.blur(password);
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the four fields, toasts success and goes home', async () => {
    const fetchMock = vi.fn(async (path: string) => (path === '/api/auth/register' ? json(201, CREATED) : json(401, { message: 'Unauthorized' })));
    vi.stubGlobal('fetch', fetchMock);
    renderRegister();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Rafi' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Islam' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' Rafi@Club.test ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Register#2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('status')).textContent).toContain('Account created successfully');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      email: 'rafi@club.test',
      password: 'Register#2025',
      firstName: 'Rafi',
      lastName: 'Islam',
      language: 'en',
    });
  });

  it('toasts "Registration failed" with the default text when the server gives no message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    renderRegister();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Rafi' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Islam' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'rafi@club.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Register#2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Registration failed');
    expect(status.textContent).toContain('Failed to create account');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Rafi');
  });

  it('re-checks on submit: Enter in the password after an earlier blur message creates the account', async () => {
    const fetchMock = vi.fn(async (path: string) => (path === '/api/auth/register' ? json(201, CREATED) : json(401, { message: 'Unauthorized' })));
    vi.stubGlobal('fetch', fetchMock);
    renderRegister();
    const password = screen.getByLabelText('Password');
    // Leaving the first field flags the form (the password still empty) and shows its own message.
    fireEvent.blur(screen.getByLabelText('First name'));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.queryByText('Password must be at least 8 characters')).toBeNull();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Rafi' } });
    expect(screen.queryByText('First name is required')).toBeNull();
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Islam' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'rafi@club.test' } });
    fireEvent.change(password, { target: { value: 'Register#2025' } });
    // Enter in the password: the form is submitted from the field, without a blur.
    fireEvent.keyDown(password, { key: 'Enter' });
    (password as HTMLInputElement).form!.requestSubmit();
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    await waitFor(() => expect(fetchMock.mock.calls.some(([path]) => path === '/api/auth/register')).toBe(true));
  });
});
