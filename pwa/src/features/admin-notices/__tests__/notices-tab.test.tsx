import '@/lib/i18n-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { getToasts, resetToasts } from '@/components/ui/toast-store';
import { addDays, endOfDayIso, startOfDayIso, toDateInput } from '../notice-dates';
import { NoticesTab } from '../components/notices-tab';

interface Call {
  method: string;
  path: string;
  body: unknown;
}
let calls: Call[];
let notices: unknown[];
let refuseCreate: boolean;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
/** What the server answers a save (POST /api/notices, PUT /api/notices/:id): its message and the notice as stored. */
const saved = (path: string, body: unknown) => ({
  message: 'Notice saved',
  notice: {
    id: Number(path.split('/')[3] ?? 1),
    titleBn: null,
    messageBn: null,
    link: null,
    linkText: null,
    createdAt: 'x',
    updatedAt: 'x',
    ...(body as object),
  },
});

beforeEach(() => {
  resetToasts();
  calls = [];
  notices = [];
  refuseCreate = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ method, path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      if (method === 'GET') return json(200, path === '/api/notices' ? notices : []);
      if (method === 'POST' && refuseCreate) return json(500, { message: 'Boom' });
      return json(200, method === 'DELETE' ? { message: 'Notice deleted successfully' } : saved(path, calls.at(-1)!.body));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const show = () =>
  render(
    <MemoryRouter initialEntries={['/admin-dashboard?tab=notices']}>
      <NoticesTab />
    </MemoryRouter>,
  );
const lastToast = () => getToasts()[0];
const writes = () => calls.filter((c) => c.method !== 'GET');

describe('NoticesTab', () => {
  it('says No Notices with how to start when there are none', async () => {
    show();
    expect(screen.getByRole('heading', { name: 'Notice Board Management' })).toBeTruthy();
    const empty = await screen.findByTestId('notices-empty');
    expect(within(empty).getByRole('heading', { name: 'No Notices' })).toBeTruthy();
    expect(within(empty).getByText('Get started by creating your first notice')).toBeTruthy();
  });

  it('creates a notice with the defaults: medium, general, all, dismissible, today to 30 days on', async () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Create Notice' }));
    const form = await screen.findByTestId('notice-form');
    const today = toDateInput(new Date());
    const later = toDateInput(addDays(new Date(), 30));
    expect((within(form).getByLabelText('Start date') as HTMLInputElement).value).toBe(today);
    expect((within(form).getByLabelText('End date') as HTMLInputElement).value).toBe(later);
    expect((within(form).getByLabelText('Priority') as HTMLSelectElement).value).toBe('medium');
    expect((within(form).getByLabelText('Type') as HTMLSelectElement).value).toBe('general');
    expect((within(form).getByLabelText('Audience') as HTMLSelectElement).value).toBe('all');
    expect((within(form).getByLabelText('Visitors may dismiss it') as HTMLInputElement).checked).toBe(true);

    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Rain alert' } });
    fireEvent.change(within(form).getByLabelText('Message'), { target: { value: 'Outdoor activities moved' } });
    fireEvent.submit(form);
    await waitFor(() => expect(lastToast()?.title).toBe('Notice created successfully'));
    expect(writes()[0]).toMatchObject({
      method: 'POST',
      path: '/api/notices',
      body: {
        title: 'Rain alert',
        priority: 'medium',
        type: 'general',
        targetAudience: 'all',
        dismissible: true,
        startDate: startOfDayIso(today),
        endDate: endOfDayIso(later),
      },
    });
  });

  it("says 'Error' and 'Failed to create notice' when the server refuses, and keeps the form", async () => {
    refuseCreate = true;
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Create Notice' }));
    const form = await screen.findByTestId('notice-form');
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Rain alert' } });
    fireEvent.change(within(form).getByLabelText('Message'), { target: { value: 'Moved' } });
    fireEvent.submit(form);
    await waitFor(() => expect(lastToast()?.title).toBe('Error'));
    expect(lastToast()?.description).toBe('Failed to create notice');
    expect((within(form).getByLabelText('Title') as HTMLInputElement).value).toBe('Rain alert');
  });

  it('lists each notice with its audience and state, and saves an edit with PUT', async () => {
    notices = [
      {
        id: 7,
        title: 'Members meeting',
        message: 'Agenda posted',
        type: 'event',
        priority: 'high',
        targetAudience: 'members',
        startDate: startOfDayIso('2020-01-01'),
        endDate: endOfDayIso('2020-01-31'),
        link: null,
        linkText: null,
        dismissible: true,
        createdAt: '2020-01-01',
        updatedAt: '2020-01-01',
      },
    ];
    show();
    const card = await screen.findByTestId('admin-notice');
    expect(within(card).getByTestId('notice-audience').textContent).toBe('Members only');
    expect(within(card).getByTestId('notice-state').textContent).toBe('Expired');
    expect(within(card).getByTestId('notice-dates').textContent).toBe('Jan 1, 2020 – Jan 31, 2020');
    fireEvent.click(within(card).getByRole('button', { name: 'Edit Members meeting' }));
    const form = await screen.findByTestId('notice-form');
    expect((within(form).getByLabelText('Title') as HTMLInputElement).value).toBe('Members meeting');
    fireEvent.change(within(form).getByLabelText('End date'), { target: { value: '2099-12-31' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Notice updated successfully'));
    expect(writes()[0]).toMatchObject({
      method: 'PUT',
      path: '/api/notices/7',
      body: { title: 'Members meeting', targetAudience: 'members', endDate: endOfDayIso('2099-12-31') },
    });
  });

  it('shows the stored Bangla title and message when editing, and saves a changed one (blank clears it)', async () => {
    notices = [
      {
        id: 8,
        title: 'Rain alert',
        message: 'Moved indoors',
        titleBn: 'বৃষ্টির সতর্কতা',
        messageBn: 'ভেতরে সরানো হয়েছে',
        type: 'urgent',
        priority: 'urgent',
        targetAudience: 'all',
        startDate: startOfDayIso('2020-01-01'),
        endDate: endOfDayIso('2099-01-31'),
        link: null,
        linkText: null,
        dismissible: true,
        createdAt: '2020-01-01',
        updatedAt: '2020-01-01',
      },
    ];
    show();
    const card = await screen.findByTestId('admin-notice');
    fireEvent.click(within(card).getByRole('button', { name: 'Edit Rain alert' }));
    const form = await screen.findByTestId('notice-form');
    const titleBn = within(form).getByLabelText('Title (Bangla)') as HTMLInputElement;
    expect(titleBn.value).toBe('বৃষ্টির সতর্কতা');
    expect(titleBn.getAttribute('lang')).toBe('bn');
    expect((within(form).getByLabelText('Message (Bangla)') as HTMLTextAreaElement).value).toBe('ভেতরে সরানো হয়েছে');
    fireEvent.change(titleBn, { target: { value: 'ভারী বৃষ্টির সতর্কতা' } });
    fireEvent.change(within(form).getByLabelText('Message (Bangla)'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Notice updated successfully'));
    expect(writes()[0]).toMatchObject({ method: 'PUT', path: '/api/notices/8', body: { title: 'Rain alert', titleBn: 'ভারী বৃষ্টির সতর্কতা', messageBn: null } });
  });

  it("deletes after the browser confirmation: 'Notice deleted successfully'", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    notices = [
      {
        id: 3,
        title: 'Old',
        message: 'M',
        type: 'general',
        priority: 'low',
        targetAudience: 'all',
        startDate: startOfDayIso('2020-01-01'),
        endDate: endOfDayIso('2099-01-01'),
        link: null,
        linkText: null,
        dismissible: true,
        createdAt: 'x',
        updatedAt: 'x',
      },
    ];
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Old' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Notice deleted successfully'));
    expect(writes()).toEqual([{ method: 'DELETE', path: '/api/notices/3', body: undefined }]);
  });
});
