import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AddToCalendarLink } from '@/components/calendar/add-to-calendar-link';

describe('AddToCalendarLink', () => {
  it('links to the event’s .ics file with a readable download name', () => {
    render(<AddToCalendarLink eventId={14} title="Robotics Camp: Day 1!" />);
    const link = screen.getByRole('link', { name: 'Add Robotics Camp: Day 1! to your calendar' });
    expect(link.getAttribute('href')).toBe('/api/events/14/ics');
    expect(link.getAttribute('download')).toBe('robotics-camp-day-1-14.ics');
    expect(link.textContent).toContain('Add to calendar');
  });

  it('a title without plain letters still gives a file name', () => {
    render(<AddToCalendarLink eventId={3} title="যুব অলিম্পিয়াড" />);
    expect(screen.getByRole('link').getAttribute('download')).toBe('event-3.ics');
  });
});
