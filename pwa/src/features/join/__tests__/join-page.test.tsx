import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render as renderInPage, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ReactElement } from 'react';
import { getToasts, resetToasts } from '@/components/ui/toast-store';
import { hasDirtyForms } from '@/components/offline/dirty-forms';
import { db } from '@/lib/db';
import { JoinPage } from '../components/join-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const lastToast = () => getToasts()[0];
const render = (ui: ReactElement) => renderInPage(ui, { wrapper: MemoryRouter });
const valid = {
  'First name': 'Rafi',
  'Last name': 'Islam',
  Email: 'Rafi@Example.com',
  'Phone number': '+8801711000000',
  Age: '19',
  Address: 'Station Road, Rangpur',
  'Why do you want to join?': 'To run clean-ups in my union.',
  Password: 'Join#2025pass',
  'Confirm password': 'Join#2025pass',
};
const fill = (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
};
const open = () => fireEvent.click(screen.getByRole('button', { name: 'Register Now' }));
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
const dialog = () => screen.getByTestId('join-dialog');

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  await db.outbox.clear();
  resetToasts();
  fetchMock = vi.fn(async () => json(201, { message: 'Account created successfully' }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('JoinPage', () => {
  it('shows the tiles, the requirements and benefits cards and the free-registration note', () => {
    render(<JoinPage />);
    for (const title of ['Join the Community', 'Learn and Grow', 'Create Impact']) expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    const requirements = within(screen.getByTestId('join-requirements'));
    for (const item of ['Aged 16-30', 'A resident of the district', 'Committed to community service', "Believe in the club's values"])
      expect(requirements.getByText(item)).toBeTruthy();
    const benefits = within(screen.getByTestId('join-benefits'));
    for (const item of ['Free skills training', 'Leadership programmes', 'Taking part in club projects']) expect(benefits.getByText(item)).toBeTruthy();
    expect(screen.getByText('Registration is free and open to all youth aged 16-30 living in the district.')).toBeTruthy();
  });

  it("states the password's rule under the field from the start, before anything is typed or sent", () => {
    render(<JoinPage />);
    open();
    const password = screen.getByLabelText('Password', { exact: true });
    const described = password.getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual(['At least 8 characters.']);
    expect(screen.queryByText('Password must be at least 8 characters')).toBeNull();
  });

  it('shows every validation message of the form and sends nothing', async () => {
    render(<JoinPage />);
    open();
    expect(within(dialog()).getByRole('heading', { name: 'Join the Social Business Youth Club' })).toBeTruthy();
    submit();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Valid email is required',
      'Phone number is required',
      'Age is required',
      'Address is required',
      'Please tell us your motivation',
      'Password must be at least 8 characters',
      'Please confirm your password',
    ])
      expect(await screen.findByText(message)).toBeTruthy();
    const email = screen.getByLabelText('Email');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe('Valid email is required');
    fill({ Password: 'long-enough', 'Confirm password': 'different!' });
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(screen.queryByText('Password must be at least 8 characters')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends exactly the join fields (never confirmPassword), then says so, offers to log in, and resets', async () => {
    render(<JoinPage />);
    open();
    fill(valid);
    expect(hasDirtyForms()).toBe(true);
    submit();
    await waitFor(() => expect(lastToast()?.title).toBe('Account Created Successfully!'));
    expect(lastToast().description).toBe('Your club account has been created. You can now log in to check your application status.');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/register');
    expect(JSON.parse(String(init.body))).toEqual({
      firstName: 'Rafi',
      lastName: 'Islam',
      email: 'rafi@example.com',
      phone: '+8801711000000',
      age: '19',
      address: 'Station Road, Rangpur',
      motivation: 'To run clean-ups in my union.',
      password: 'Join#2025pass',
      language: 'en',
    });
    const login = await within(dialog()).findByRole('link', { name: 'Log in to follow your application' });
    expect(login.getAttribute('href')).toBe('/login');
    expect(document.activeElement).toBe(login);
    expect(within(dialog()).queryByLabelText('First name')).toBeNull();
    expect(hasDirtyForms()).toBe(false);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(dialog()).queryByRole('heading')).toBeNull());
    open();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('');
  });

  it('the login link after a sent application comes back to the application status', async () => {
    render(<JoinPage loginHref="/login?next=%2Fapplication-status" />);
    open();
    fill(valid);
    submit();
    const login = await within(dialog()).findByRole('link', { name: 'Log in to follow your application' });
    expect(login.getAttribute('href')).toBe('/login?next=%2Fapplication-status');
  });

  it('a refusal shows "Registration Failed" with the server message and keeps the input', async () => {
    fetchMock.mockResolvedValueOnce(json(409, { message: 'An account with this email already exists. Please log in instead.', code: 'conflict' }));
    fetchMock.mockResolvedValueOnce(new Response('', { status: 400 }));
    render(<JoinPage />);
    open();
    fill(valid);
    submit();
    await waitFor(() => expect(lastToast()?.title).toBe('Registration Failed'));
    expect(lastToast()).toMatchObject({ description: 'An account with this email already exists. Please log in instead.', variant: 'destructive' });
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Rafi');
    expect((screen.getByLabelText('Confirm password') as HTMLInputElement).value).toBe('Join#2025pass');
    submit();
    await waitFor(() => expect(lastToast()?.description).toBe('There was an error creating your account. Please try again.'));
  });

  it('keeps a draft when the dialog is closed without sending', () => {
    render(<JoinPage />);
    open();
    fill({ 'First name': 'Rafi' });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog()).queryByRole('heading')).toBeNull();
    open();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Rafi');
  });

  it('offline: the application is kept in the outbox and the queued toast shows', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<JoinPage />);
    open();
    fill(valid);
    submit();
    await waitFor(() => expect(lastToast()?.title).toBe('Saved — it will be sent when you are back online'));
    expect(fetchMock).not.toHaveBeenCalled();
    const [item] = await db.outbox.toArray();
    expect(item).toMatchObject({ url: '/api/auth/register', status: 'pending', labelValues: { email: 'rafi@example.com' } });
    expect(item.body).not.toHaveProperty('confirmPassword');
    // Not sent yet, so no account to log in to: the dialog closes.
    await waitFor(() => expect(within(dialog()).queryByRole('heading')).toBeNull());
    expect(within(dialog()).queryByRole('link', { name: 'Log in to follow your application' })).toBeNull();
  });
});
