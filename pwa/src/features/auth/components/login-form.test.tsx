import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AuthProvider } from '@/lib/auth';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/components/ui/toast-store';
import { LoginForm } from './login-form';
import { testUser } from '@/test/fixtures/users';

function renderLogin() {
  return render(
    <AuthProvider initialUser={null}>
      <MemoryRouter initialEntries={['/login']}>
        <LoginForm />
      </MemoryRouter>
      <Toaster />
    </AuthProvider>,
  );
}

/** As Enter in a text field does: the form is submitted from the field, which keeps the focus (no blur first). */
function pressEnter(input: HTMLElement) {
  fireEvent.keyDown(input, { key: 'Enter' });
  (input as HTMLInputElement).form!.requestSubmit();
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

describe('LoginForm', () => {
  it('shows the schema messages under each field on submit', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('toasts "Login failed" with the server message and keeps what was typed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'Invalid email or password', code: 'unauthorized' }), {
            status: 401,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    renderLogin();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'member@club.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Login failed');
    expect(status.textContent).toContain('Invalid email or password');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('member@club.test');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('wrong-password');
  });

  it('re-checks on submit: Enter in the password field after its blur message signs in with what was typed', async () => {
    const fetchMock = vi.fn(async (path: string) =>
      path === '/api/auth/login'
        ? new Response(JSON.stringify({ message: 'Logged in', user: testUser() }), { status: 200, headers: { 'content-type': 'application/json' } })
        : new Response(JSON.stringify({ message: 'Unauthorized' }), { status: 401, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    // The password left empty shows its message on blur...
    fireEvent.focus(password);
    fireEvent.blur(password);
    expect(await screen.findByText('Password is required')).toBeTruthy();
    // ...then the e-mail and the password are typed, and Enter is pressed in the password field.
    fireEvent.change(email, { target: { value: 'member@club.test' } });
    fireEvent.blur(email);
    fireEvent.change(password, { target: { value: 'Member#2025pass' } });
    pressEnter(password);
    await waitFor(() => expect(fetchMock.mock.calls.some(([path]) => path === '/api/auth/login')).toBe(true));
    expect(screen.queryByText('Password is required')).toBeNull();
    const [, init] = fetchMock.mock.calls.find(([path]) => path === '/api/auth/login') as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ email: 'member@club.test', password: 'Member#2025pass' });
  });

  it('shows a message when its field is left, not before', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderLogin();
    const email = screen.getByLabelText('Email');
    fireEvent.change(email, { target: { value: 'member@' } });
    expect(screen.queryByText('Please enter a valid email')).toBeNull();
    fireEvent.blur(email);
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    // Leaving the e-mail does not flag the password, which has not been visited yet.
    expect(screen.queryByText('Password is required')).toBeNull();
  });

  it('goes back to the page named by ?next= after logging in (e.g. the RSVP events after "Login required")', async () => {
    const member = testUser();
    const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => (path === '/api/auth/user' ? answer(member) : answer({ message: 'Logged in', user: member }))),
    );
    function Where() {
      const { pathname, search } = useLocation();
      return <p data-testid="where">{pathname + search}</p>;
    }
    render(
      <AuthProvider initialUser={null}>
        <MemoryRouter initialEntries={['/login?next=%2Fevents%3Ftab%3Drsvp']}>
          <Routes>
            <Route path="/login" element={<LoginForm />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>,
    );
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'member@club.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Member#2025pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/events?tab=rsvp'); // not the member dashboard
  });
});
