import '@/lib/i18n-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ReportsDialog } from '../components/reports-dialog';

// jsdom has no canvas: the chart library is replaced; what is checked is what a screen reader gets.
const drawn: string[] = [];
vi.mock('../chart-setup', () => ({
  drawChart: (_canvas: HTMLCanvasElement, spec: { id: string }) => {
    drawn.push(spec.id);
    return { destroy: () => {} };
  },
}));

const reports = {
  registrationsPerEvent: [{ eventId: 1, title: 'Youth Leadership Bootcamp', date: '2026-04-01', maxParticipants: 10, registrations: 9, attended: 0 }],
  membersPerMonth: [{ month: '2026-03', applicants: 5, members: 2 }],
  content: [{ type: 'project', submitted: 6, approved: 4 }],
};
let requested: string[];
beforeEach(() => {
  requested = [];
  drawn.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      requested.push(String(input));
      return new Response(JSON.stringify(reports), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ReportsDialog', () => {
  it('loads nothing while closed', () => {
    render(<ReportsDialog open={false} onClose={() => {}} />);
    expect(requested).toEqual([]);
  });

  it('draws three charts, each with a summary and its numbers as a table', async () => {
    render(<ReportsDialog open onClose={() => {}} />);
    const section = await screen.findByTestId('report-registrations');
    expect(requested).toEqual(['/api/reports']);
    expect(within(section).getByRole('img').getAttribute('aria-label')).toMatch(
      /^Bar chart of registrations per event against capacity: 1 events, 9 registrations/,
    );
    const table = within(section).getByRole('table', { hidden: true });
    expect(within(table).getByRole('rowheader', { name: 'Youth Leadership Bootcamp', hidden: true })).toBeTruthy();
    expect(table.parentElement!.className).toBe('sr-only');
    const toggle = within(section).getByRole('button', { name: 'Show table' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(table.parentElement!.className).not.toContain('sr-only');
    expect(within(screen.getByTestId('report-members')).getByText('Mar 2026')).toBeTruthy();
    expect(within(screen.getByTestId('report-content')).getByText('Projects')).toBeTruthy();
    await vi.waitFor(() => expect(drawn.sort()).toEqual(['content', 'members', 'registrations']));
  });
});
