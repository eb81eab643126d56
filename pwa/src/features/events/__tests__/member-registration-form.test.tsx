import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ClubEvent } from '@shared/schemas/events';
import { getToasts, resetToasts } from '@/components/ui/toast-store';
import { AuthProvider } from '@/lib/auth';
import { db } from '@/lib/db';
import { MemberRegistrationForm } from '../components/member-registration-form';
import { memberInitialValues, memberRegistrationSchema } from '../member-registration-form.schema';
import { EVENT, QUESTIONS, USER, json } from './fixtures';

const SLOW = { timeout: 5000 };
const OLYMPIAD: ClubEvent = { ...EVENT, title: 'Math Olympiad', category: 'olympiad' };
const MESSAGES = {
  required: 'This question is required',
  chooseOne: 'Please choose one of the options given',
  chooseFromOptions: 'Please choose from the options given',
};
let fetchMock: ReturnType<typeof vi.fn>;
const onClose = vi.fn();
const posts = () =>
  (fetchMock.mock.calls as [string, RequestInit | undefined][]).filter(([url, init]) => url.startsWith('/api/event-registrations') && init?.method === 'POST');
const bodyOf = (i: number) => JSON.parse(String(posts()[i][1]!.body));

function renderForm(event: ClubEvent = EVENT) {
  return render(
    <AuthProvider initialUser={USER}>
      <MemberRegistrationForm event={event} onClose={onClose} />
    </AuthProvider>,
  );
}
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const register = () => fireEvent.click(screen.getByRole('button', { name: 'Register' }));

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.me.clear()]);
  resetToasts();
  onClose.mockReset();
  fetchMock = vi.fn(async (url: string) => {
    if (url.startsWith('/api/event-registrations/mine') || url.startsWith('/api/event-rsvp/mine')) return json(200, { registrations: [], rsvps: [] });
    if (url.startsWith('/api/event-registrations')) return json(201, { message: 'You have been registered for the event.', registration: { id: 1 } });
    return json(200, { events: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MemberRegistrationForm', () => {
  it('is prefilled from the signed-in user', () => {
    renderForm();
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Nusrat Jahan');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('member@club.test');
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('+8801812345678');
  });

  it('shows the §5 messages under the fields and sends nothing', async () => {
    renderForm();
    type('Full name', 'N');
    type('Email', 'not-an-email');
    type('Phone number', '01711');
    register();
    expect(await screen.findByText('Name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Valid email is required')).toBeTruthy();
    expect(screen.getByText('Valid phone number is required')).toBeTruthy();
    const name = screen.getByLabelText('Full name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe('Name must be at least 2 characters');
    expect(posts()).toHaveLength(0);
  });

  it("asks for the event ID ('Event ID is required')", () => {
    const schema = memberRegistrationSchema(EVENT, MESSAGES);
    const result = schema.safeParse({ ...memberInitialValues(EVENT, USER), eventId: undefined });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path[0] === 'eventId')?.message).toBe('Event ID is required');
  });

  it('asks for the grade only for olympiad events, with grade 6 to 12 and undergraduate', () => {
    const { unmount } = renderForm(OLYMPIAD);
    const grade = screen.getByLabelText('Grade') as HTMLSelectElement;
    expect([...grade.options].map((o) => o.textContent)).toEqual([
      'Select your grade',
      'Grade 6',
      'Grade 7',
      'Grade 8',
      'Grade 9',
      'Grade 10',
      'Grade 11',
      'Grade 12',
      'Undergraduate',
    ]);
    expect([...grade.options].map((o) => o.value).slice(1)).toEqual([
      'grade-6',
      'grade-7',
      'grade-8',
      'grade-9',
      'grade-10',
      'grade-11',
      'grade-12',
      'undergraduate',
    ]);
    const experience = screen.getByLabelText('Experience level (optional)') as HTMLSelectElement;
    expect([...experience.options].map((o) => o.value)).toEqual(['', 'beginner', 'intermediate', 'advanced', 'expert']);
    unmount();
    renderForm({ ...EVENT, category: 'workshop' });
    expect(screen.queryByLabelText('Grade')).toBeNull();
    expect(screen.getByLabelText('Experience level (optional)')).toBeTruthy();
  });

  it("shows the team fields when the title says 'team' (any case) or the event is a team event, else not", () => {
    const a = renderForm({ ...EVENT, title: 'Robotics TEAM Cup', teamEvent: false });
    expect(screen.getByLabelText('Team name (optional)')).toBeTruthy();
    a.unmount();
    const b = renderForm({ ...EVENT, title: 'Hack Day', teamEvent: true });
    expect(screen.getByLabelText('Team name (optional)')).toBeTruthy();
    b.unmount();
    renderForm({ ...EVENT, title: 'Hack Day', teamEvent: false });
    expect(screen.queryByLabelText('Team name (optional)')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add team member' })).toBeNull();
  });

  it('checks each team member (name, valid email, phone), adds and removes rows, and sends the team', async () => {
    renderForm({ ...OLYMPIAD, title: 'Team Olympiad' });
    fireEvent.click(screen.getByRole('button', { name: 'Add team member' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add team member' }));
    expect(screen.getAllByTestId('team-member')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove member 2' }));
    const member = screen.getByTestId('team-member');
    fireEvent.change(within(member).getByLabelText('Email'), { target: { value: 'x' } });
    register();
    expect(await within(member).findByText('Name is required')).toBeTruthy();
    expect(within(member).getByText('Valid email is required')).toBeTruthy();
    expect(within(member).getByText('Phone number is required')).toBeTruthy();
    expect(posts()).toHaveLength(0);

    fireEvent.change(within(member).getByLabelText('Name'), { target: { value: 'Rumi' } });
    fireEvent.change(within(member).getByLabelText('Email'), { target: { value: 'rumi@example.com' } });
    fireEvent.change(within(member).getByLabelText('Phone number'), { target: { value: '01722222222' } });
    type('Team name (optional)', 'Math Tigers');
    fireEvent.change(screen.getByLabelText('Grade'), { target: { value: 'grade-10' } });
    fireEvent.change(screen.getByLabelText('Experience level (optional)'), { target: { value: 'advanced' } });
    type('Why do you want to join? (optional)', 'I love maths.');
    type('Additional information (optional)', 'Vegetarian lunch');
    // Ctrl+Enter in the last (multi-line) field sends the form.
    fireEvent.keyDown(screen.getByLabelText('Additional information (optional)'), { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(posts()).toHaveLength(1), SLOW);
    expect(posts()[0][0]).toBe('/api/event-registrations');
    expect(bodyOf(0)).toEqual({
      eventId: EVENT.id,
      participantName: 'Nusrat Jahan',
      email: 'member@club.test',
      phone: '+8801812345678',
      institution: '',
      grade: 'grade-10',
      experience: 'advanced',
      motivation: 'I love maths.',
      teamName: 'Math Tigers',
      teamMembers: [{ name: 'Rumi', email: 'rumi@example.com', phone: '01722222222' }],
      additionalInfo: 'Vegetarian lunch',
      customAnswers: {},
    });
    await waitFor(
      () => expect(getToasts()[0]).toMatchObject({ title: 'Registration successful!', description: 'You have been registered for the event.' }),
      SLOW,
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('leaves out what the event does not ask for: no grade outside olympiads, no team outside team events', async () => {
    renderForm();
    register();
    await waitFor(() => expect(posts()).toHaveLength(1), SLOW);
    expect(bodyOf(0)).toMatchObject({ grade: null, experience: null, teamName: null, teamMembers: [] });
  });

  it("asks the event's own questions and sends the answers", async () => {
    renderForm({ ...EVENT, customQuestions: QUESTIONS });
    register();
    await waitFor(() => expect(screen.getAllByText('This question is required')).toHaveLength(3), SLOW);
    expect(posts()).toHaveLength(0);
    type('Name of your idea (required)', 'Plastic bank');
    type('Describe the problem (required)', 'No waste collection.');
    fireEvent.change(screen.getByLabelText('Which zero (required)'), { target: { value: 'Zero net carbon' } });
    fireEvent.click(screen.getByLabelText('Mentoring'));
    register();
    await waitFor(() => expect(posts()).toHaveLength(1), SLOW);
    expect(bodyOf(0).customAnswers).toEqual({ q1: 'Plastic bank', q2: 'No waste collection.', q3: 'Zero net carbon', q4: '', q5: ['Mentoring'] });
  });

  it("says 'Registration failed' with the server's message, and puts its field message under the field", async () => {
    fetchMock.mockImplementation(async () =>
      json(409, { message: 'This email is already registered for this event', code: 'conflict', fields: { email: 'Already registered for this event' } }),
    );
    renderForm();
    register();
    await waitFor(
      () => expect(getToasts()[0]).toMatchObject({ title: 'Registration failed', description: 'This email is already registered for this event' }),
      SLOW,
    );
    expect(screen.getByText('Already registered for this event')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offline: keeps the registration in the outbox and says it will be sent', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderForm();
    register();
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Saved — it will be sent when you are back online'), SLOW);
    expect(onClose).toHaveBeenCalled();
    const [item] = await db.outbox.toArray();
    expect(item).toMatchObject({ method: 'POST', url: '/api/event-registrations', body: { eventId: EVENT.id, participantName: 'Nusrat Jahan' } });
    expect(posts()).toHaveLength(0);
  });
});
