import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import type { Achievement, Activity } from '@shared/schemas/analytics';
import { i18n, loadLanguage } from '@/lib/i18n';
import { AchievementsTab } from '../components/achievements-tab';
import { ActivityTimeline } from '../components/activity-timeline';
import { LevelProgress } from '../components/level-progress';
import { MemberHeader } from '../components/member-header';
import { analytics, member } from './fixtures';

const at = '2026-06-15T09:00:00.000Z';
/** The timeline as the server sends it (api analytics.present.ts): the stored English and its parts. */
const activities: Activity[] = [
  {
    id: 1,
    type: 'content_created',
    title: 'Project approved: Solar lamps',
    description: 'Approved and shown on the projects page.',
    date: at,
    points: 50,
    kind: 'projectApproved',
    subject: 'Solar lamps',
    subjectBn: 'সৌর বাতি',
  },
  {
    id: 2,
    type: 'milestone_reached',
    title: 'Achievement unlocked: First Project',
    description: 'Your first project was approved.',
    date: at,
    points: 20,
    kind: 'achievement',
    subject: 'first-project',
  },
  {
    id: 3,
    type: 'project_joined',
    title: 'Registration confirmed: Pitch Night',
    description: '2030-01-10 · School yard',
    date: at,
    points: 10,
    kind: 'registrationConfirmed',
    subject: 'Pitch Night',
    eventDate: '2030-01-10',
    eventLocation: 'School yard',
    eventLocationBn: 'স্কুল মাঠ',
  },
  {
    id: 4,
    type: 'content_created',
    title: 'Photo approved: Untitled photo',
    description: 'Shown in the gallery.',
    date: at,
    points: 10,
    kind: 'imageApproved',
    subject: null,
  },
  { id: 5, type: 'content_created', title: 'Imported from the old site', description: null, date: at, points: 5 },
];
const achievements: Achievement[] = [
  {
    id: 1,
    key: 'first-project',
    icon: '🚀',
    title: 'First Project',
    description: 'Your first project was approved.',
    category: 'contribution',
    points: 20,
    dateEarned: at,
  },
];

function renderPieces() {
  return render(
    <>
      <MemberHeader user={member} analytics={{ loadedAt: Date.now(), value: analytics, position: null }} onSettings={() => {}} />
      <LevelProgress points={180} ready />
      <ActivityTimeline activities={activities} title="Timeline" empty="None" />
      <AchievementsTab achievements={achievements} />
    </>,
  );
}
const entries = () =>
  screen.getAllByTestId('member-activity').map((li) => [li.querySelector('h3')!.textContent, li.querySelector('p.text-sm')?.textContent ?? null]);

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the texts the server generates, in the reader’s language', () => {
  it('English: the server’s texts (a registration’s day written as the dashboard writes dates)', () => {
    renderPieces();
    expect(screen.getByTestId('member-level-badge').textContent).toBe('Level: Active Member');
    expect(screen.getByTestId('member-level-next').textContent).toBe('120 points to Active Contributor');
    expect(entries()).toEqual([
      ['Project approved: Solar lamps', 'Approved and shown on the projects page.'],
      ['Achievement unlocked: First Project', 'Your first project was approved.'],
      ['Registration confirmed: Pitch Night', 'Jan 10, 2030 · School yard'],
      ['Photo approved: Untitled photo', 'Shown in the gallery.'],
      ['Imported from the old site', null],
    ]);
    const card = within(screen.getByTestId('member-achievement'));
    expect(card.getByRole('heading', { name: 'First Project' })).toBeTruthy();
    expect(card.getByText('Your first project was approved.')).toBeTruthy();
  });

  it('Bangla: level names, timeline entries (Bangla titles and places when written) and achievements; an unknown entry stays as sent', async () => {
    await loadLanguage('bn');
    await act(() => i18n.changeLanguage('bn'));
    renderPieces();
    expect(screen.getByTestId('member-level-badge').textContent).toBe('লেভেল: সক্রিয় সদস্য');
    expect(screen.getByTestId('member-level-next').textContent).toBe('সক্রিয় অবদানকারী পেতে আর ১২০ পয়েন্ট');
    expect(screen.getByTestId('member-level-progress').textContent).toContain('সক্রিয় সদস্য');
    expect(entries()).toEqual([
      ['প্রকল্প অনুমোদিত: সৌর বাতি', 'অনুমোদিত হয়েছে, প্রকল্পের পাতায় দেখানো হচ্ছে।'],
      ['নতুন অর্জন: প্রথম প্রকল্প', 'আপনার প্রথম প্রকল্প অনুমোদিত হয়েছে।'],
      ['নিবন্ধন নিশ্চিত: Pitch Night', '১০ জানু, ২০৩০ · স্কুল মাঠ'],
      ['ছবি অনুমোদিত: শিরোনামহীন ছবি', 'গ্যালারিতে দেখানো হচ্ছে।'],
      ['Imported from the old site', null],
    ]);
    const card = within(screen.getByTestId('member-achievement'));
    expect(card.getByRole('heading', { name: 'প্রথম প্রকল্প' })).toBeTruthy();
    expect(card.getByText('আপনার প্রথম প্রকল্প অনুমোদিত হয়েছে।')).toBeTruthy();
  });
});
