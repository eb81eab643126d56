import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { holdUntilHydrated } from './hydration';
import { useClientValue, useHydrated } from './use-client-value';

let width = 360;
const listeners = new Set<() => void>();
const readWidth = () => width;
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

function Probe() {
  const seen = useClientValue(readWidth, 0, subscribe);
  const hydrated = useHydrated();
  return <p data-testid="probe">{`${seen} ${hydrated ? 'hydrated' : 'server'}`}</p>;
}

afterEach(() => {
  width = 360;
});

describe('useClientValue', () => {
  it("renders the browser's value at once when no page is being taken over, and follows its changes", () => {
    const renders: string[] = [];
    function Recorded() {
      const seen = useClientValue(readWidth, 0, subscribe);
      renders.push(String(seen));
      return null;
    }
    render(<Recorded />);
    expect(renders[0]).toBe('360');
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('360 hydrated');
    width = 800;
    act(() => listeners.forEach((l) => l()));
    expect(screen.getByTestId('probe').textContent).toBe('800 hydrated');
  });

  it('starts from the server value while a pre-rendered page is taken over, then shows the browser value', async () => {
    const release = holdUntilHydrated();
    const renders: string[] = [];
    function Recorded() {
      const seen = useClientValue(readWidth, 0, subscribe);
      const hydrated = useHydrated();
      renders.push(`${seen} ${hydrated}`);
      return <p data-testid="recorded">{`${seen} ${hydrated}`}</p>;
    }
    render(<Recorded />);
    release();
    expect(renders[0]).toBe('0 false');
    expect(await screen.findByText('360 true')).toBeTruthy();
  });
});
