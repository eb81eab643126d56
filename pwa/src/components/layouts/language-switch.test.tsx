import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AuthProvider } from '@/lib/auth';
import { i18n } from '@/lib/i18n';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/components/ui/toast-store';
import * as choice from '@/lib/language-choice';
import { LanguageSwitch } from './language-switch';

function renderSwitch(variant: 'toggle' | 'choices') {
  return render(
    <AuthProvider initialUser={null}>
      <LanguageSwitch variant={variant} />
      <Toaster />
    </AuthProvider>,
  );
}

afterEach(async () => {
  vi.restoreAllMocks();
  resetToasts();
  await i18n.changeLanguage('en');
  localStorage.clear();
});

describe('LanguageSwitch', () => {
  it('the header button names the other language in itself and switches to it; the side menu shows both, the current one pressed', async () => {
    renderSwitch('toggle');
    fireEvent.click(screen.getByRole('button', { name: 'বাংলা' }));
    await waitFor(() => expect(i18n.language).toBe('bn'));
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('lang')).toBe('en');

    renderSwitch('choices');
    expect(
      screen
        .getAllByRole('button', { name: 'বাংলা' })
        .find((b) => b.hasAttribute('aria-pressed'))
        ?.getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('says so, and stays in English, when Bangla cannot be loaded (offline before the app was stored)', async () => {
    vi.spyOn(choice, 'chooseLanguage').mockRejectedValue(new Error('Failed to fetch dynamically imported module'));
    renderSwitch('toggle');
    fireEvent.click(screen.getByRole('button', { name: 'বাংলা' }));
    expect(await screen.findByText('Bangla is not on this phone yet: connect to the internet once, then try again.')).toBeTruthy();
    expect(i18n.language).toBe('en');
  });
});
