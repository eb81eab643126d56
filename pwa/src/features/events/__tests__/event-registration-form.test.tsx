import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ClubEvent } from '@shared/schemas/events';
import type { CurrentUser } from '@shared/schemas/users';
import { getToasts, resetToasts } from '@/components/ui/toast-store';
import { AuthProvider } from '@/lib/auth';
import { db } from '@/lib/db';
import { i18n } from '@/lib/i18n';
import { EventRegistrationForm } from '../components/event-registration-form';
import { EVENT, QUESTIONS, USER, json } from './fixtures';

let fetchMock: ReturnType<typeof vi.fn>;
const onClose = vi.fn();
const lastToast = () => getToasts()[0];
const sent = () =>
  (fetchMock.mock.calls as [string, RequestInit | undefined][]).filter(
    ([url, init]) => String(url).startsWith('/api/event-registrations') && init?.method === 'POST',
  ) as [string, RequestInit][];
const bodyOf = (call: [string, RequestInit]) => JSON.parse(String(call[1].body));

function renderForm(event: ClubEvent = EVENT, user: CurrentUser | null = null) {
  return render(
    <AuthProvider initialUser={user}>
      <EventRegistrationForm event={event} onClose={onClose} />
    </AuthProvider>,
  );
}
const fill = (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
};
const fillValid = () =>
  fill({ 'Full name': 'Rafi Islam', Email: 'rafi@example.com', 'Phone number': '+8801711000000', 'Why do you want to attend?': 'I want to learn a lot here.' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Register' }));

beforeEach(async () => {
  await db.outbox.clear();
  resetToasts();
  onClose.mockReset();
  fetchMock = vi.fn(async () => json(201, { message: 'You have been registered for the event.', registration: { id: 1 } }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('EventRegistrationForm', () => {
  it('shows the schema messages under the fields, tied to them, and sends nothing', async () => {
    renderForm();
    expect(screen.getByLabelText('Phone number').getAttribute('placeholder')).toMatch(/^\+880/);
    fill({ 'Why do you want to attend?': 'short' });
    submit();
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Valid email is required')).toBeTruthy();
    expect(screen.getByText('Phone number is required')).toBeTruthy();
    expect(screen.getByText('Please provide at least 10 characters explaining why you want to attend')).toBeTruthy();
    const name = screen.getByLabelText('Full name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe('Name is required');
    expect(screen.queryByLabelText('Team name (optional)')).toBeNull();
    expect(sent()).toHaveLength(0);
  });

  it('enforces required custom questions of every type and sends the answers', async () => {
    renderForm({ ...EVENT, customQuestions: QUESTIONS });
    fillValid();
    submit();
    await waitFor(() => expect(screen.getAllByText('This question is required')).toHaveLength(3));
    expect(sent()).toHaveLength(0);

    fill({ 'Name of your idea (required)': 'Plastic bank', 'Describe the problem (required)': 'No waste collection.' });
    fireEvent.change(screen.getByLabelText('Which zero (required)'), { target: { value: 'Zero net carbon' } });
    fireEvent.click(screen.getByLabelText('No'));
    fireEvent.click(screen.getByLabelText('Mentoring'));
    fireEvent.click(screen.getByLabelText('Seed funding'));
    fireEvent.click(screen.getByLabelText('Mentoring'));
    await waitFor(() => expect(screen.queryByText('This question is required')).toBeNull());
    submit();
    await waitFor(() => expect(sent()).toHaveLength(1));
    const [call] = sent();
    expect(call[0]).toBe('/api/event-registrations/anonymous');
    expect(bodyOf(call)).toEqual({
      eventId: 7,
      name: 'Rafi Islam',
      email: 'rafi@example.com',
      phone: '+8801711000000',
      institution: '',
      reason: 'I want to learn a lot here.',
      teamName: '',
      teamMembers: [],
      customAnswers: { q1: 'Plastic bank', q2: 'No waste collection.', q3: 'Zero net carbon', q4: 'No', q5: ['Seed funding'] },
      language: 'en',
    });
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Registration successful!', description: 'You have been registered for the event.' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("sends the page's language, so a visitor's confirmation mail is written in it", async () => {
    renderForm();
    fillValid();
    const form = screen.getByRole('button', { name: 'Register' }).closest('form')!;
    await act(() => i18n.changeLanguage('bn'));
    try {
      fireEvent.submit(form);
      await waitFor(() => expect(sent()).toHaveLength(1));
      expect(bodyOf(sent()[0]).language).toBe('bn');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('adds, validates and removes team members on a team event', async () => {
    renderForm({ ...EVENT, teamEvent: true });
    fillValid();
    fill({ 'Team name (optional)': 'Green Wheels' });
    expect(screen.getByText('No team members added yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add team member' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add team member' }));
    const members = () => screen.getAllByTestId('team-member');
    expect(members()).toHaveLength(2);
    submit();
    await waitFor(() => expect(within(members()[0]).getByText('Name is required')).toBeTruthy());
    expect(sent()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove member 2' }));
    expect(members()).toHaveLength(1);
    const first = within(members()[0]);
    fireEvent.change(first.getByLabelText('Name'), { target: { value: 'Tahmina Akter' } });
    fireEvent.change(first.getByLabelText('Email'), { target: { value: 'Tahmina@Example.org' } });
    fireEvent.change(first.getByLabelText('Phone number'), { target: { value: '+8801700222111' } });
    submit();
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(bodyOf(sent()[0])).toMatchObject({
      teamName: 'Green Wheels',
      teamMembers: [{ name: 'Tahmina Akter', email: 'tahmina@example.org', phone: '+8801700222111' }],
    });
  });

  it('prefills name and e-mail when signed in and uses the signed-in endpoint', async () => {
    renderForm(EVENT, USER);
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Nusrat Jahan');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('member@club.test');
    fill({ 'Phone number': '+8801812345678', 'Why do you want to attend?': 'To help my neighbours.' });
    submit();
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0][0]).toBe('/api/event-registrations');
  });

  it('a refusal keeps the input, shows the server message and its field messages', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, {
        message: 'Please answer the required questions',
        code: 'validation_failed',
        fields: { 'customAnswers.q1': 'This question is required', phone: 'Phone is odd' },
      }),
    );
    renderForm({ ...EVENT, customQuestions: [{ ...QUESTIONS[0], required: false }] });
    fillValid();
    submit();
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Registration failed', description: 'Please answer the required questions', variant: 'destructive' }),
    );
    expect(screen.getByText('This question is required')).toBeTruthy();
    expect(screen.getByText('Phone is odd')).toBeTruthy();
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Rafi Islam');
    expect(onClose).not.toHaveBeenCalled();
    fill({ 'Phone number': '+8801711000001' });
    expect(screen.queryByText('Phone is odd')).toBeNull();
  });

  it('a full event: "Registration failed" with the server message; without one, the default', async () => {
    fetchMock.mockResolvedValueOnce(json(409, { message: 'This event is full', code: 'conflict' }));
    fetchMock.mockResolvedValueOnce(new Response('', { status: 409 }));
    renderForm();
    fillValid();
    submit();
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Registration failed', description: 'This event is full' }));
    submit();
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Registration failed', description: 'Failed to register for event' }));
  });

  it('offline: queued toast, the form is done, the registration waits in the outbox', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderForm();
    fillValid();
    submit();
    await waitFor(() => expect(lastToast()?.title).toBe('Saved — it will be sent when you are back online'));
    expect(onClose).toHaveBeenCalledOnce();
    const [item] = await db.outbox.toArray();
    expect(item).toMatchObject({ url: '/api/event-registrations/anonymous', status: 'pending', labelValues: { title: 'Idea Pitch' } });
  });
});
