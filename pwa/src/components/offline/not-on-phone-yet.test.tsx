import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import '@/lib/i18n-admin';
import { reportNetworkFailure, reportNetworkSuccess } from '@/lib/network';
import { LoadFailed } from '../admin/load-failed';
import { NotOnPhoneYet } from './not-on-phone-yet';

afterEach(() => reportNetworkSuccess());

describe('NotOnPhoneYet', () => {
  it("offline, says the screen's own line and offers nothing to tap", () => {
    reportNetworkFailure();
    render(<NotOnPhoneYet text="Not on this phone yet — connect once to see your registrations" onRetry={() => {}} />);
    expect(screen.getByRole('status').textContent).toBe('Not on this phone yet — connect once to see your registrations');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('online (the server did not answer), says the load failed, with Try again', () => {
    const retry = vi.fn();
    render(<NotOnPhoneYet text="Not on this phone yet — connect once to see your registrations" onRetry={retry} />);
    expect(screen.getByText('This could not be loaded just now.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});

describe('LoadFailed (an admin read with nothing to show)', () => {
  it("never loaded on this phone and offline: 'Not on this phone yet'; else 'Unable to load this section'", () => {
    reportNetworkFailure();
    const { rerender } = render(<LoadFailed query={{ neverLoaded: true, reload: () => {} }} />);
    expect(screen.getByRole('status').textContent).toBe('Not on this phone yet — connect once to see this section');
    rerender(<LoadFailed query={{ neverLoaded: false, reload: () => {} }} />);
    expect(screen.getByText('Unable to load this section')).toBeTruthy();
  });
});
