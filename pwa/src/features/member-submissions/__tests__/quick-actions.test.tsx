import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { db } from '@/lib/db';
import { setOutboxUser } from '@/lib/outbox';
import { USER, json, renderDashboard } from './fixtures';

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.me.clear()]);
  setOutboxUser(USER.id);
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(200, { submissions: [] })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('QuickActions', () => {
  it('offers the four actions, each opening its dialog', () => {
    renderDashboard();
    const card = screen.getByTestId('quick-actions');
    expect(within(card).getByRole('heading', { name: 'Quick Actions' })).toBeTruthy();
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Submit Project', 'Write Article', 'Upload Image', 'RSVP Event']);
    for (const [name, testId] of [
      ['Write Article', 'write-article-dialog'],
      ['Upload Image', 'upload-image-dialog'],
      ['Submit Project', 'submit-project-dialog'],
    ]) {
      fireEvent.click(within(card).getByRole('button', { name }));
      expect(within(screen.getByTestId(testId)).getByRole('heading', { name })).toBeTruthy();
    }
  });

  it('RSVP Event shows the list it is given, and Close closes it', async () => {
    renderDashboard({
      rsvpList: (
        <ul data-testid="rsvp-list">
          <li>Idea Pitch</li>
        </ul>
      ),
    });
    fireEvent.click(screen.getByRole('button', { name: 'RSVP Event' }));
    const dialog = screen.getByTestId('rsvp-event-dialog');
    expect(within(dialog).getByRole('heading', { name: 'RSVP Event' })).toBeTruthy();
    expect(within(dialog).getByTestId('rsvp-list').textContent).toBe('Idea Pitch');
    expect(screen.getByTestId('where').textContent).toBe('?quick=rsvp');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(''));
  });

  it('opens the dialog the address names, keeping the other parameters', () => {
    renderDashboard({ url: '/dashboard?tab=overview&quick=article' });
    expect(within(screen.getByTestId('write-article-dialog')).getByRole('heading', { name: 'Write Article' })).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('write-article-dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('where').textContent).toBe('?tab=overview');
  });

  it('tells the page when a submission was sent or kept to send', async () => {
    const onSubmitted = vi.fn();
    renderDashboard({ url: '/dashboard?quick=project', onSubmitted });
    const dialog = screen.getByTestId('submit-project-dialog');
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Lamps' } });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Forty lamps.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Project' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith('project', 'queued'));
  });
});
