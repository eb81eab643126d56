import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '@/lib/i18n';
import { EventCard } from '../components/event-card';
import { EVENT } from './fixtures';

const bangla = { ...EVENT, titleBn: 'আইডিয়া পিচ', descriptionBn: 'একটি সামাজিক ব্যবসার প্রস্তাব দিন।', locationBn: null };
const show = (event: typeof EVENT) =>
  render(
    <MemoryRouter>
      <EventCard event={event} variant="registration" action={null} />
    </MemoryRouter>,
  );

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('EventCard in both languages', () => {
  it('shows the Bangla title and description to a reader in Bangla, the English place when it has no Bangla one', async () => {
    await act(() => i18n.changeLanguage('bn'));
    show(bangla);
    expect(screen.getByRole('link', { name: 'আইডিয়া পিচ' }).getAttribute('href')).toBe('/events/7');
    expect(screen.getByText('একটি সামাজিক ব্যবসার প্রস্তাব দিন।')).toBeTruthy();
    const place = screen.getByText('Community Centre');
    expect(place.getAttribute('lang')).toBe('en'); // English text on a Bangla page
    expect(screen.queryByText('Idea Pitch')).toBeNull();
  });

  it('shows the English title when the event has no Bangla one, and switches with the language', async () => {
    await act(() => i18n.changeLanguage('bn'));
    show(EVENT);
    expect(screen.getByRole('link', { name: 'Idea Pitch' })).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('link', { name: 'Idea Pitch' }).getAttribute('lang')).toBeNull();
  });

  it('a reader in English sees the English title of a bilingual event, and it follows a switch to Bangla', async () => {
    show(bangla);
    expect(screen.getByRole('link', { name: 'Idea Pitch' })).toBeTruthy();
    await act(() => i18n.changeLanguage('bn'));
    expect(screen.getByRole('link', { name: 'আইডিয়া পিচ' })).toBeTruthy();
  });
});
