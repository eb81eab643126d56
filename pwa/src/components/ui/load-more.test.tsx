import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { RefreshResult } from '@/lib/mirror';
import { MemoryRouter } from 'react-router-dom';
import { reportNetworkFailure, reportNetworkSuccess } from '@/lib/network';
import { LoadMore } from './load-more';
import { registerOfflineListRest, type OfflineListRestProps } from './offline-list-rest';

const listWith = (more: boolean, answer: RefreshResult, loadingMore: string | null = null, capped = false) => ({
  items: [{ id: 4 }, { id: 9 }],
  capped,
  more: { all: more },
  loadingMore,
  loadMore: vi.fn(async () => answer),
});

describe('LoadMore', () => {
  it('is there only while the server has more, and asks for the next page of its part', async () => {
    const { rerender } = render(<LoadMore kind="news" list={listWith(false, 'updated')} />);
    expect(screen.queryByRole('button')).toBeNull();
    const list = listWith(true, 'updated');
    rerender(<LoadMore kind="news" list={list} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));
    expect(list.loadMore).toHaveBeenCalledWith('all');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why nothing came: offline, or the server failed; busy while the page comes', async () => {
    const { rerender } = render(<LoadMore kind="news" list={listWith(true, 'offline')} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));
    expect(screen.getByRole('alert').textContent).toBe('You are offline. Loading more needs a connection.');
    rerender(<LoadMore kind="news" list={listWith(true, 'error')} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));
    expect(screen.getByRole('alert').textContent).toBe('More could not be loaded. Please try again.');
    rerender(<LoadMore kind="news" list={listWith(true, 'updated', 'all')} />);
    const busy = screen.getByRole('button', { name: 'Loading more...' });
    expect([busy.hasAttribute('disabled'), busy.getAttribute('aria-busy')]).toEqual([true, 'true']);
  });

  it('once the page holds as many cards as it shows, points to search instead of loading more', () => {
    render(<LoadMore kind="news" list={listWith(true, 'updated', null, true)} search="/search?type=news" />, { wrapper: MemoryRouter });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByTestId('load-more-capped').textContent).toBe('This page shows no more at once. Search to find the rest');
    expect(screen.getByRole('link', { name: 'Search to find the rest' }).getAttribute('href')).toBe('/search?type=news');
  });

  it('offline, with more on the server, says these are the ones on this phone and points to search instead of a button that cannot work', () => {
    reportNetworkFailure();
    try {
      render(<LoadMore kind="news" list={listWith(true, 'updated')} search="/search?type=news" />, { wrapper: MemoryRouter });
      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.getByTestId('load-more-offline').textContent).toBe('You are offline: these are the ones kept on this phone. Search');
      expect(screen.getByRole('link', { name: 'Search' }).getAttribute('href')).toBe('/search?type=news');
    } finally {
      reportNetworkSuccess();
    }
  });

  it('offline, under the line: what else the phone knows of that kind, given the cards shown (the search feature fills it)', () => {
    const Rest = vi.fn(({ kind, shown }: OfflineListRestProps) => <p data-testid="rest">{`${kind}: beyond ${shown.join(',')}`}</p>);
    const unregister = registerOfflineListRest(Rest);
    reportNetworkFailure();
    try {
      const { rerender } = render(<LoadMore kind="news" list={listWith(true, 'updated')} />, { wrapper: MemoryRouter });
      expect(screen.getByTestId('rest').textContent).toBe('news: beyond 4,9');
      // Online, or with nothing more on the server, there is no rest to show.
      reportNetworkSuccess();
      rerender(<LoadMore kind="news" list={listWith(true, 'updated')} />);
      expect(screen.queryByTestId('rest')).toBeNull();
    } finally {
      reportNetworkSuccess();
      unregister();
    }
  });
});
