import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AuthProvider } from '@/lib/auth';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/components/ui/toast-store';
import { LoginForm } from './login-form';

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
      vi.fn(async () =>
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
});
