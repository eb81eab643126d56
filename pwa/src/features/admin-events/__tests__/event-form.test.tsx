import '@/lib/i18n-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ClubEvent } from '@shared/schemas/events';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/components/ui/toast-store';
import { EventForm } from '../components/event-form';
import { testEvent } from '@/test/fixtures/events';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const EVENT = testEvent({
  id: 7,
  title: 'Science Olympiad',
  description: 'A day of puzzles.',
  category: 'olympiad',
  registrationRequired: true,
  requiresRegistration: true,
  maxParticipants: 40,
  registeredCount: 3,
  eligibility: 'Grades 6-10',
  urgency: 'urgent',
  customQuestions: [
    { id: 'q1', question: 'School name', type: 'text', required: true, options: [] },
    { id: 'q2', question: 'T-shirt size', type: 'select', required: false, options: ['S', 'M'] },
  ],
  createdBy: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

function renderForm(event?: ClubEvent) {
  const onDone = vi.fn();
  render(
    <>
      <EventForm event={event} onDone={onDone} onCancel={() => {}} />
      <Toaster />
    </>,
  );
  return { onDone };
}

/** fetch answering every call with `body`. */
const answering = (body: unknown, status = 200) => vi.fn(async (_url: string, _init?: RequestInit) => json(body, status));
type FetchMock = ReturnType<typeof answering>;
const sentBody = (fetchMock: FetchMock) => JSON.parse(fetchMock.mock.calls[0]![1]!.body as string);
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

describe('EventForm', () => {
  it('shows the shared schema messages and sends nothing when required fields are empty', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Description is required')).toBeTruthy();
    expect(screen.getByText('Location is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates an upcoming event with its questions (blank ones dropped, no ids) and says so', async () => {
    const fetchMock = answering({ message: 'Event created successfully', event: testEvent({ id: 8, title: 'Robotics Day' }) }, 201);
    vi.stubGlobal('fetch', fetchMock);
    const { onDone } = renderForm();
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('upcoming');
    type('Title', 'Robotics Day');
    type('Description', 'Build a robot.');
    type('Date', '2026-12-24');
    type('Time', '10:00 AM');
    type('Location', 'Station Road');
    type('Max participants (optional)', '25');
    const add = screen.getByRole('button', { name: 'Add question' });
    fireEvent.click(add);
    fireEvent.click(add);
    fireEvent.click(add);
    const cards = screen.getAllByTestId('question-card');
    fireEvent.change(within(cards[0]!).getByLabelText('Question text'), { target: { value: 'Team size' } });
    fireEvent.change(within(cards[2]!).getByLabelText('Question text'), { target: { value: 'Track' } });
    fireEvent.change(within(cards[2]!).getByLabelText('Answer type'), { target: { value: 'radio' } });
    fireEvent.change(within(cards[2]!).getByLabelText('Options (one per line)'), { target: { value: 'Junior\n\nSenior\n' } });
    fireEvent.click(within(cards[2]!).getByLabelText('Required'));
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/events');
    expect(fetchMock.mock.calls[0]![1]!.method).toBe('POST');
    expect(sentBody(fetchMock)).toMatchObject({
      title: 'Robotics Day',
      status: 'upcoming',
      maxParticipants: 25,
      urgency: 'normal',
      eligibility: null,
      imageUrl: null,
      customQuestions: [
        { question: 'Team size', type: 'text', required: false, options: [] },
        { question: 'Track', type: 'radio', required: true, options: ['Junior', 'Senior'] },
      ],
    });
    expect(sentBody(fetchMock).customQuestions.every((q: object) => !('id' in q) && !('key' in q))).toBe(true);
    expect((await screen.findByRole('status')).textContent).toContain('Event created successfully');
    expect(onDone).toHaveBeenCalled();
  });

  it('edits an event: its questions keep their ids when renamed and moved, a removed one is gone, a cleared limit is sent as null', async () => {
    const fetchMock = answering({ message: 'Event updated successfully', event: EVENT });
    vi.stubGlobal('fetch', fetchMock);
    renderForm(EVENT);
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Science Olympiad');
    expect((screen.getByLabelText('Urgency') as HTMLSelectElement).value).toBe('urgent');
    type('Max participants (optional)', '');
    fireEvent.change(within(screen.getAllByTestId('question-card')[0]!).getByLabelText('Question text'), { target: { value: 'Your school' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move up question 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    fireEvent.change(within(screen.getAllByTestId('question-card')[2]!).getByLabelText('Question text'), { target: { value: 'Diet' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove question 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/events/7');
    expect(fetchMock.mock.calls[0]![1]!.method).toBe('PUT');
    const body = sentBody(fetchMock);
    expect(body.maxParticipants).toBeNull();
    expect(body.customQuestions).toEqual([
      { id: 'q1', question: 'Your school', type: 'text', required: true, options: [] },
      { question: 'Diet', type: 'text', required: false, options: [] },
    ]);
    expect((await screen.findByRole('status')).textContent).toContain('Event updated successfully');
  });

  it('sets how many hours visitors have to confirm their e-mail: shown when set, sent as a number, cleared as null, at most a week', async () => {
    const fetchMock = answering({ message: 'Event updated successfully', event: EVENT });
    vi.stubGlobal('fetch', fetchMock);
    renderForm({ ...EVENT, confirmWithinHours: 24 });
    const hours = screen.getByLabelText('Visitors confirm their e-mail within (hours, optional)') as HTMLInputElement;
    expect(hours.value).toBe('24');
    expect(hours.getAttribute('aria-description')).toContain('loses the place to the waitlist');
    type('Visitors confirm their e-mail within (hours, optional)', '200');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Must be at most 168 hours (one week)')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    type('Visitors confirm their e-mail within (hours, optional)', '48');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody(fetchMock).confirmWithinHours).toBe(48);
    type('Visitors confirm their e-mail within (hours, optional)', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(JSON.parse(fetchMock.mock.calls[1]![1]!.body as string).confirmWithinHours).toBeNull();
  });

  it('shows the stored Bangla texts beside the English ones and sends what is typed there', async () => {
    const fetchMock = answering({ message: 'Event updated successfully', event: EVENT });
    vi.stubGlobal('fetch', fetchMock);
    renderForm({ ...EVENT, titleBn: 'বিজ্ঞান অলিম্পিয়াড', locationBn: null });
    expect((screen.getByLabelText('Title (Bangla)') as HTMLInputElement).value).toBe('বিজ্ঞান অলিম্পিয়াড');
    expect((screen.getByLabelText('Location (Bangla)') as HTMLInputElement).value).toBe('');
    type('Location (Bangla)', 'ক্লাব হল');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody(fetchMock)).toMatchObject({ title: 'Science Olympiad', titleBn: 'বিজ্ঞান অলিম্পিয়াড', locationBn: 'ক্লাব হল', descriptionBn: null });
  });

  it('puts the server field messages on the inputs and toasts the failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'Invalid input', code: 'validation', fields: { location: 'Location is required' } }, 400)),
    );
    renderForm(EVENT);
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Error');
    expect(status.textContent).toContain('Failed to update event');
    expect(screen.getByLabelText('Location').getAttribute('aria-invalid')).toBe('true');
  });

  it('submits with Enter from the last field of the main form', async () => {
    const fetchMock = answering({ message: 'Event updated successfully', event: EVENT });
    vi.stubGlobal('fetch', fetchMock);
    renderForm(EVENT);
    const last = screen.getByLabelText('Contact info (optional)') as HTMLInputElement;
    fireEvent.change(last, { target: { value: '01711 000000' } });
    fireEvent.keyDown(last, { key: 'Enter' });
    last.form!.requestSubmit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody(fetchMock).contactInfo).toBe('01711 000000');
  });
});
