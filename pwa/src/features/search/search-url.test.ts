import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from './search-filter';
import { readSearch, writeSearch } from './search-url';

describe('the search in the URL', () => {
  it('round-trips the text and the filters, leaving out what is "all"', () => {
    const params = writeSearch('solar lantern', { ...NO_FILTERS, type: 'projects', status: 'completed' });
    expect(params.toString()).toBe('q=solar+lantern&type=projects&status=completed');
    expect(readSearch(params)).toEqual({ query: 'solar lantern', filters: { ...NO_FILTERS, type: 'projects', status: 'completed' } });
  });

  it('treats unknown values as "all"', () => {
    expect(readSearch(new URLSearchParams('type=rockets&category=<x>'))).toEqual({ query: '', filters: NO_FILTERS });
  });
});
