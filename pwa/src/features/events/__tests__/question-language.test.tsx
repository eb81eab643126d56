import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { CustomQuestion } from '@shared/schemas/events';
import { resetToasts } from '@/components/ui/toast-store';
import { AuthProvider } from '@/lib/auth';
import { db } from '@/lib/db';
import { i18n } from '@/lib/i18n';
import { EventRegistrationForm } from '../components/event-registration-form';
import bnEvents from '@/locales/bn/events';
import { EVENT, json } from './fixtures';

/** Issue 29: an event's own questions read in the reader's language; the answer is the option itself. */
const QUESTIONS: CustomQuestion[] = [
  {
    id: 'q3',
    question: 'Which zero',
    questionBn: 'কোন শূন্য',
    type: 'select',
    required: true,
    options: ['Zero poverty', 'Zero net carbon'],
    optionsBn: ['শূন্য দারিদ্র্য', 'শূন্য নিট কার্বন'],
  },
  { id: 'q4', question: 'Pitched before', questionBn: 'আগে পিচ করেছেন?', type: 'radio', required: false, options: ['Yes', 'No'], optionsBn: ['হ্যাঁ', 'না'] },
  // Only some options written in Bangla, and a question without any: those read in English.
  { id: 'q5', question: 'Support wanted', type: 'checkbox', required: false, options: ['Mentoring', 'Seed funding'], optionsBn: ['মেন্টরিং', ''] },
];

let fetchMock: ReturnType<typeof vi.fn>;
const sent = () => (fetchMock.mock.calls as [string, RequestInit | undefined][]).filter(([, init]) => init?.method === 'POST') as [string, RequestInit][];
const show = () =>
  render(
    <AuthProvider initialUser={null}>
      <EventRegistrationForm event={{ ...EVENT, customQuestions: QUESTIONS }} onClose={() => {}} />
    </AuthProvider>,
  );

beforeEach(async () => {
  await db.outbox.clear();
  resetToasts();
  fetchMock = vi.fn(async () => json(201, { message: 'You have been registered for the event.', registration: { id: 1 } }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('custom questions by language', () => {
  it('a reader in Bangla sees the Bangla questions and options (English where none is written) and sends the English option', async () => {
    i18n.addResourceBundle('bn', 'events', bnEvents, true, true);
    await act(() => i18n.changeLanguage('bn'));
    show();
    const select = screen.getByLabelText('কোন শূন্য (আবশ্যক)') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['একটি অপশন বেছে নিন', 'শূন্য দারিদ্র্য', 'শূন্য নিট কার্বন']);
    expect(screen.getByRole('radiogroup', { name: 'আগে পিচ করেছেন?' })).toBeTruthy();
    expect(screen.getByText('Support wanted')).toBeTruthy();
    expect(screen.getByLabelText('Seed funding')).toBeTruthy();
    expect(screen.queryByText('Which zero (required)')).toBeNull();

    fireEvent.change(screen.getByLabelText('পূর্ণ নাম'), { target: { value: 'Rafi Islam' } });
    fireEvent.change(screen.getByLabelText('ইমেইল'), { target: { value: 'rafi@example.com' } });
    fireEvent.change(screen.getByLabelText('ফোন নম্বর'), { target: { value: '+8801711000000' } });
    fireEvent.change(screen.getByLabelText('কেন অংশ নিতে চান?'), { target: { value: 'I want to learn a lot here.' } });
    fireEvent.change(select, { target: { value: 'Zero net carbon' } });
    fireEvent.click(screen.getByLabelText('না'));
    fireEvent.click(screen.getByLabelText('মেন্টরিং'));
    fireEvent.click(screen.getByRole('button', { name: 'নিবন্ধন করুন' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(JSON.parse(String(sent()[0]![1].body)).customAnswers).toEqual({ q3: 'Zero net carbon', q4: 'No', q5: ['Mentoring'] });
  });

  it('a reader in English sees the English questions and options', () => {
    show();
    expect(screen.getByLabelText('Which zero (required)')).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Pitched before' })).toBeTruthy();
    expect(screen.getByLabelText('Mentoring')).toBeTruthy();
    expect(screen.queryByText('কোন শূন্য')).toBeNull();
  });
});
