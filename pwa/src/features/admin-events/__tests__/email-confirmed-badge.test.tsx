import '@/lib/i18n-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { AdminRegistration } from '@shared/schemas/registration-answers';
import { i18n, loadLanguage } from '@/lib/i18n';
import { testRegistration } from '@/test/fixtures/registrations';
import { RegistrationDetails } from '../components/registration-details';

const registration = (emailConfirmed: boolean | undefined): AdminRegistration => ({
  ...testRegistration({ id: 5, email: 'rafi@example.org', status: 'confirmed' }),
  orphanAnswers: [],
  emailConfirmed,
});
const show = (r: AdminRegistration) =>
  render(
    <ul>
      <RegistrationDetails registration={r} questions={[]} />
    </ul>,
  );

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

describe("an event's registrations show whether each e-mail was confirmed", () => {
  it('confirmed, not confirmed, and nothing when the answer does not say', () => {
    show(registration(true));
    expect(screen.getByTestId('email-confirmed').textContent).toBe('E-mail confirmed');
    cleanup();
    show(registration(false));
    expect(screen.getByTestId('email-confirmed').textContent).toBe('E-mail not confirmed');
    expect(screen.getByTestId('event-registration').textContent).toContain('rafi@example.org');
    cleanup();
    show(registration(undefined));
    expect(screen.queryByTestId('email-confirmed')).toBeNull();
  });

  it('in Bangla', async () => {
    await loadLanguage('bn');
    await act(() => i18n.changeLanguage('bn'));
    show(registration(true));
    expect(screen.getByTestId('email-confirmed').textContent).toBe('ই-মেইল নিশ্চিত');
    cleanup();
    show(registration(false));
    expect(screen.getByTestId('email-confirmed').textContent).toBe('ই-মেইল নিশ্চিত নয়');
  });
});
