import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { kindsFor } from '@shared/schemas/notification-preferences';
import { getToasts, resetToasts } from '@/components/ui/toast-store';
import { AuthProvider } from '@/lib/auth';
import { db } from '@/lib/db';
import { i18n, loadLanguage } from '@/lib/i18n';
import { testUser } from '@/test/fixtures/users';
import { notificationPreferencesMirror } from '../notification-preferences.mirror';
import { NotificationPreferences } from '../components/notification-preferences';
import { NotificationPreferencesButton } from '../components/notification-preferences-button';

const participant = testUser({ id: 41, email: 'rina@club.test', firstName: 'Rina', role: 'participant' });
const admin = testUser({ id: 42, email: 'boss@club.test', firstName: 'Boss', role: 'admin' });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
/** What the server answers a participant. */
const PARTICIPANT_KINDS = kindsFor('participant');
const allPush = (kinds: string[]) => Object.fromEntries(kinds.map((k) => [k, 'push']));

/** A server holding the user's choices: GET answers them, PUT saves the kinds sent (or refuses with `refuse`). */
function server(initial: Record<string, string>, opts: { refuse?: boolean } = {}) {
  const preferences = { ...initial };
  const puts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) !== '/api/notifications/preferences') return json(404, { message: 'Not found', code: 'not_found' });
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Record<string, string>;
        puts.push(body);
        if (opts.refuse)
          return json(400, { message: 'You are not sent these notifications', code: 'bad_request', key: 'you_are_not_sent_these_notifications' });
        Object.assign(preferences, body);
      }
      return json(200, { preferences });
    }),
  );
  return { puts, preferences };
}

const renderSection = (user = participant) =>
  render(
    <AuthProvider initialUser={user}>
      <NotificationPreferences />
    </AuthProvider>,
  );
/** The radio of `channel` (its label) in the group of `kind` (found by its test id: role queries over every group are slow in jsdom). */
const radio = async (kind: string, channel: string) =>
  within(await screen.findByTestId(`channel-choice-${kind}`)).getByRole('radio', { name: channel }) as HTMLInputElement;

beforeEach(async () => {
  await db.me.clear();
  await db.outbox.clear();
  resetToasts();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

describe('NotificationPreferences', () => {
  it('lists the kinds the server says the role gets, each with Phone / E-mail / Off as one radio group', async () => {
    server({ ...allPush(PARTICIPANT_KINDS), 'notice.urgent': 'off' });
    renderSection();
    await screen.findByTestId('channel-choice-notice.urgent');
    // The group is named by its legend (`hidden`: skips jsdom's slow visibility checks).
    const urgent = screen.getByRole('group', { name: 'Urgent notices', hidden: true });
    expect(screen.getAllByTestId(/^channel-choice-/).map((el) => el.dataset.testid)).toEqual(PARTICIPANT_KINDS.map((k) => `channel-choice-${k}`));
    const radios = within(urgent).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => [r.value, r.checked])).toEqual([
      ['push', false],
      ['email', false],
      ['off', true],
    ]);
    // One name per kind: the browser's arrow keys move within a kind, Tab goes on to the next.
    expect(new Set(radios.map((r) => r.name)).size).toBe(1);
    const reminders = within(screen.getByTestId('channel-choice-event.reminder')).getByRole('radio', { name: 'Phone' }) as HTMLInputElement;
    expect(reminders.checked).toBe(true);
    expect(reminders.name).not.toBe(radios[0].name);
  });

  it('a choice applies at once and is saved: PUT with just that kind, then Saved', async () => {
    const srv = server(allPush(PARTICIPANT_KINDS));
    renderSection();
    fireEvent.click(await radio('event.reminder', 'E-mail'));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Saved'));
    expect(srv.puts).toEqual([{ 'event.reminder': 'email' }]);
    expect((await radio('event.reminder', 'E-mail')).checked).toBe(true);
    expect((await notificationPreferencesMirror.read(participant.id))?.value['event.reminder']).toBe('email');
  });

  it('a refusal puts the choice before back and says why', async () => {
    server(allPush(PARTICIPANT_KINDS), { refuse: true });
    renderSection();
    fireEvent.click(await radio('notice.urgent', 'Off'));
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Could not save', description: 'You are not sent these notifications' }));
    await waitFor(async () => expect((await radio('notice.urgent', 'Phone')).checked).toBe(true));
  });

  it('offline: shows the choices kept on this phone; a change waits in the outbox as the named write', async () => {
    await notificationPreferencesMirror.keep(participant.id, allPush(PARTICIPANT_KINDS));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderSection();
    fireEvent.click(await radio('event.cancelled', 'Off'));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Saved on this phone. It is sent when you are online.'));
    const [queued] = await db.outbox.toArray();
    expect(queued).toMatchObject({
      name: 'notifications.preferences',
      method: 'PUT',
      url: '/api/notifications/preferences',
      body: { 'event.cancelled': 'off' },
    });
    expect((await radio('event.cancelled', 'Off')).checked).toBe(true);
  });

  it('offline with nothing kept: says it needs a connection; choices kept for another user of this phone are not shown', async () => {
    await notificationPreferencesMirror.keep(999, allPush(PARTICIPANT_KINDS));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderSection();
    expect(await screen.findByText('Needs an internet connection.')).toBeTruthy();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
  });

  it('in Bangla', async () => {
    await loadLanguage('bn');
    await act(() => i18n.changeLanguage('bn'));
    server(allPush(PARTICIPANT_KINDS));
    renderSection();
    expect(await screen.findByRole('heading', { name: 'কী জানাবে, কীভাবে জানাবে' })).toBeTruthy();
    expect((await screen.findByTestId('channel-choice-notice.urgent')).textContent).toContain('জরুরি নোটিশ');
    expect((await radio('notice.urgent', 'ফোনে')).checked).toBe(true);
    expect(await radio('notice.urgent', 'ই-মেইলে')).toBeTruthy();
    expect(await radio('notice.urgent', 'বন্ধ')).toBeTruthy();
  });
});

describe('NotificationPreferencesButton (the admin header)', () => {
  it('opens the choices in a dialog, the admin digest among them', async () => {
    const srv = server({ ...allPush(PARTICIPANT_KINDS), 'submission.decided': 'push', 'profile.approved': 'push', 'admin.digest': 'push' });
    render(
      <AuthProvider initialUser={admin}>
        <NotificationPreferencesButton />
      </AuthProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notification choices' }));
    const dialog = await screen.findByTestId('notification-preferences-dialog');
    expect(dialog.getAttribute('open')).not.toBeNull();
    expect((await within(dialog).findByTestId('channel-choice-admin.digest')).textContent).toContain(
      'Admin digest: new applications, messages and submissions (at most hourly)',
    );
    fireEvent.click(await radio('admin.digest', 'E-mail'));
    await waitFor(() => expect(srv.puts).toEqual([{ 'admin.digest': 'email' }]));
  });
});
