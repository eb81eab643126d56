import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { OwnProfile } from '@shared/schemas/members';
import { getToasts, resetToasts } from '@/components/ui/toast-store';
import { AuthProvider } from '@/lib/auth';
import { db } from '@/lib/db';
import { setOutboxUser } from '@/lib/outbox';
import { EditProfileButton } from '../components/edit-profile-button';
import { profileMirror } from '../profile.mirror';
import { MEMBER, json, profile } from './fixtures';

const URL = '/api/member-profile/user/3';
const lastToast = () => getToasts()[0];
let fetchMock: ReturnType<typeof vi.fn>;
let current: OwnProfile | null;
let putAnswer: (body: Record<string, unknown>) => Response;

const puts = () =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === URL && (init as RequestInit)?.method === 'PUT')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));

function show() {
  render(
    <AuthProvider initialUser={MEMBER}>
      <EditProfileButton userId={3} />
    </AuthProvider>,
  );
}
async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  const dialog = screen.getByTestId('edit-profile-dialog');
  await within(dialog).findByTestId('edit-profile-form');
  return dialog;
}
const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.me.clear(), db.members.clear()]);
  resetToasts();
  current = profile();
  putAnswer = (body) => {
    const pending = profile({
      ...body,
      social: { linkedin: (body.linkedin as string) ?? null, facebook: (body.facebook as string) ?? null },
      reviewStatus: 'pending',
    } as Partial<OwnProfile>);
    return json(200, { message: 'Profile updated successfully', profile: pending });
  };
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === URL && (init?.method ?? 'GET') === 'GET')
      return current ? json(200, current) : json(404, { message: 'No team profile yet', code: 'not_found' });
    if (url === URL && init?.method === 'PUT') return putAnswer(JSON.parse(String(init.body)));
    if (url === '/api/members') return json(200, []);
    return json(404, {});
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  setOutboxUser(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('EditProfileButton', () => {
  it('opens Edit Profile filled in with the profile from the server, the square picture shown', async () => {
    show();
    const dialog = await openDialog();
    expect(within(dialog).getByRole('heading', { name: 'Edit Profile' })).toBeTruthy();
    await waitFor(() => expect(field(dialog, 'Name').value).toBe('Nusrat Jahan'));
    expect(field(dialog, 'Username').value).toBe('nusrat');
    expect(field(dialog, 'Bio').value).toBe('I lead the tree drives.');
    expect(field(dialog, 'Personal website').value).toBe('https://nusrat.example.org');
    expect(field(dialog, 'LinkedIn profile').value).toBe('');
    expect(field(dialog, 'Facebook profile').value).toBe('https://www.facebook.com/nusrat');
    expect(within(dialog).getByText('Profile picture')).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('img', { name: /Profile picture/ })
        .getAttribute('src'),
    ).toBe('/uploads/nusrat.jpg');
  });

  it('opens filled in offline from what the device kept, and only for the same user', async () => {
    await db.me.put({ key: profileMirror.key, value: { userId: 3, value: profile({ bio: 'Kept on the phone' }) } });
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    show();
    const dialog = await openDialog();
    expect(field(dialog, 'Bio').value).toBe('Kept on the phone');

    await db.me.put({ key: profileMirror.key, value: { userId: 99, value: profile({ bio: 'Someone else' }) } });
    await waitFor(() => expect(within(dialog).getByText('Your profile is not saved on this device yet. Open it again when you are back online.')).toBeTruthy());
    expect(within(dialog).queryByDisplayValue('Someone else')).toBeNull();
  });

  it('says what is wrong with a link, and sends nothing', async () => {
    show();
    const dialog = await openDialog();
    await waitFor(() => expect(field(dialog, 'Name').value).toBe('Nusrat Jahan'));
    fireEvent.change(field(dialog, 'Personal website'), { target: { value: 'nusrat dot com' } });
    fireEvent.change(field(dialog, 'Name'), { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be a URL or a path starting with /')).toBeTruthy();
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    expect(field(dialog, 'Personal website').getAttribute('aria-invalid')).toBe('true');
    expect(puts()).toHaveLength(0);
  });

  it('Enter in the last field saves the whole profile; the edit then waits for review', async () => {
    show();
    const dialog = await openDialog();
    await waitFor(() => expect(field(dialog, 'Bio').value).toBe('I lead the tree drives.'));
    fireEvent.change(field(dialog, 'Bio'), { target: { value: 'I lead tree drives and river clean-ups.' } });
    fireEvent.change(field(dialog, 'LinkedIn profile'), { target: { value: 'https://www.linkedin.com/in/nusrat' } });
    fireEvent.submit(field(dialog, 'Facebook profile').form!); // what Enter in a one-line field does
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Profile updated successfully', description: 'Your changes are waiting for review.' }));
    expect(puts()).toEqual([
      {
        name: 'Nusrat Jahan',
        username: 'nusrat',
        bio: 'I lead tree drives and river clean-ups.',
        website: 'https://nusrat.example.org',
        profileImageUrl: '/uploads/nusrat.jpg',
        // Not in the dialog: kept as they were (the PUT replaces the whole profile).
        position: 'Volunteer Lead',
        email: 'nusrat@example.org',
        linkedin: 'https://www.linkedin.com/in/nusrat',
        facebook: 'https://www.facebook.com/nusrat',
      },
    ]);
    await waitFor(() => expect(within(dialog).queryByRole('heading')).toBeNull());
    expect(await screen.findByText('Changes waiting for review')).toBeTruthy();
  });

  it('Ctrl+Enter in the bio saves', async () => {
    show();
    const dialog = await openDialog();
    await waitFor(() => expect(field(dialog, 'Bio').value).toBe('I lead the tree drives.'));
    fireEvent.keyDown(field(dialog, 'Bio'), { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(puts()).toHaveLength(1));
  });

  it('an edit waiting for review shows on the button and in the dialog, with the edit filled in', async () => {
    current = profile({ bio: 'The new bio', reviewStatus: 'pending', changes: [{ field: 'bio', from: 'I lead the tree drives.', to: 'The new bio' }] });
    show();
    expect(await screen.findByText('Changes waiting for review')).toBeTruthy();
    const dialog = await openDialog();
    expect(within(dialog).getByTestId('profile-review-note').textContent).toMatch(/^Your changes are waiting for review\. Visitors see your approved profile/);
    expect(field(dialog, 'Bio').value).toBe('The new bio');
  });

  it('a rejected edit says so; a published profile with nothing waiting says nothing', async () => {
    current = profile({ reviewStatus: 'rejected' });
    show();
    const dialog = await openDialog();
    expect(await within(dialog).findByText(/Your last changes were not approved/)).toBeTruthy();
    expect(screen.queryByTestId('profile-review-badge')).toBeNull();
  });

  it('the server refusing a username puts its message on the field and says it failed', async () => {
    putAnswer = () => json(409, { message: 'This username is already taken', code: 'conflict', fields: { username: 'This username is already taken' } });
    show();
    const dialog = await openDialog();
    await waitFor(() => expect(field(dialog, 'Username').value).toBe('nusrat'));
    fireEvent.change(field(dialog, 'Username'), { target: { value: 'farhana' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Failed to update profile', variant: 'destructive' }));
    expect(within(dialog).getByText('This username is already taken')).toBeTruthy();
    expect(field(dialog, 'Username').value).toBe('farhana');
  });

  it('offline, the save is queued: it says it will be sent, and the dialog reopens with what was typed', async () => {
    show();
    const dialog = await openDialog();
    await waitFor(() => expect(field(dialog, 'Bio').value).toBe('I lead the tree drives.'));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fireEvent.change(field(dialog, 'Bio'), { target: { value: 'Written on the char' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Saved — it will be sent when you are back online'));
    expect(puts()).toHaveLength(0);
    expect(await db.outbox.count()).toBe(1);
    expect(await screen.findByText('Waiting to be sent')).toBeTruthy();
    const again = await openDialog();
    expect(field(again, 'Bio').value).toBe('Written on the char');
    expect(within(again).getByText('Your changes are saved on this device and will be sent when you are back online.')).toBeTruthy();
  });

  it('with no team profile yet, starts from the account name', async () => {
    current = null;
    show();
    const dialog = await openDialog();
    await waitFor(() => expect(field(dialog, 'Name').value).toBe('Nusrat Jahan'));
    expect(field(dialog, 'Username').value).toBe('');
  });
});
