import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AuthProvider } from '@/lib/auth';
import { routes } from './router';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <AuthProvider initialUser={null}>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
}

describe('route table', () => {
  it('shows the not-found page inside the layout for an unknown path', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('lazily loads a page module', async () => {
    renderAt('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
  });

  it('sends a visitor on /dashboard to /api/login', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderAt('/dashboard');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'));
    expect(screen.queryByRole('banner')).toBeNull();
    vi.unstubAllGlobals();
  });
});
