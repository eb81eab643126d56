import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { CurrentUser } from '@shared/schemas/users';
import { AuthProvider } from '@/lib/auth';
import { testUser } from '@/test/fixtures/users';
import { Header } from './header';

function renderHeader(current: CurrentUser | null, path = '/') {
  return render(
    <AuthProvider initialUser={current}>
      <MemoryRouter initialEntries={[path]}>
        <Header />
      </MemoryRouter>
    </AuthProvider>,
  );
}

const wideNav = () => within(screen.getAllByRole('navigation', { name: 'Main navigation' })[0]);

describe('Header', () => {
  it('shows guests Login and Join Us, and highlights Home only on /', () => {
    renderHeader(null, '/');
    expect(wideNav().getByRole('link', { name: 'Login' })).toHaveProperty('pathname', '/login');
    expect(wideNav().getByRole('link', { name: 'Join Us' })).toHaveProperty('pathname', '/join');
    expect(wideNav().getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(wideNav().getByRole('link', { name: 'News' }).getAttribute('aria-current')).toBeNull();
  });

  it("while the sign-in is being checked, shows the visitor's links unless this browser is marked signed in", () => {
    // No initial user: the check is running (it never answers here, fetch never settles).
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    try {
      const { unmount } = render(
        <AuthProvider>
          <MemoryRouter>
            <Header />
          </MemoryRouter>
        </AuthProvider>,
      );
      expect(wideNav().getByRole('link', { name: 'Join Us' })).toBeTruthy();
      unmount();
      document.cookie = 'club.signed_in=1; path=/';
      render(
        <AuthProvider>
          <MemoryRouter>
            <Header />
          </MemoryRouter>
        </AuthProvider>,
      );
      expect(wideNav().queryByRole('link', { name: 'Join Us' })).toBeNull();
      expect(wideNav().queryByRole('link', { name: 'Login' })).toBeNull();
    } finally {
      document.cookie = 'club.signed_in=; path=/; max-age=0';
      vi.unstubAllGlobals();
    }
  });

  it('greets a member by first name and offers the Member Dashboard', () => {
    renderHeader(testUser({ role: 'member' }), '/news/3');
    expect(screen.getByTestId('header-welcome').textContent).toBe('Welcome, Nusrat');
    expect(wideNav().getByRole('link', { name: 'Member Dashboard' })).toBeTruthy();
    expect(wideNav().queryByRole('link', { name: 'Login' })).toBeNull();
    expect(wideNav().getByRole('link', { name: 'News' }).getAttribute('aria-current')).toBe('page');
    expect(wideNav().getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('greets by e-mail when there is no first name; a participant gets no dashboard link', () => {
    renderHeader(testUser({ role: 'participant', firstName: null, email: 'arif@club.test' }));
    expect(screen.getByTestId('header-welcome').textContent).toBe('Welcome, arif@club.test');
    expect(wideNav().queryByRole('link', { name: /Dashboard|Application Status/ })).toBeNull();
  });

  it('opens the side menu, closes it on Escape and on choosing a link', () => {
    renderHeader(null);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(toggle);
    fireEvent.click(within(menu).getByRole('link', { name: 'About' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('sends the side menu Login button to /api/login by full page load', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderHeader(null);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Login' }));
    expect(assign).toHaveBeenCalledWith('/api/login');
    vi.unstubAllGlobals();
  });
});
