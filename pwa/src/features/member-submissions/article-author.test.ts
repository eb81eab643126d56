import { describe, expect, it } from 'vitest';
import { articleAuthor } from './article-author';

describe('articleAuthor', () => {
  it('is the full name when there is one', () => {
    expect(articleAuthor({ firstName: 'Rafi', lastName: 'Islam', email: 'rafi@example.org' })).toBe('Rafi Islam');
  });

  it('is the part of the name there is', () => {
    expect(articleAuthor({ firstName: 'Rafi', lastName: null, email: 'rafi@example.org' })).toBe('Rafi');
    expect(articleAuthor({ firstName: '  ', lastName: 'Islam', email: 'rafi@example.org' })).toBe('Islam');
  });

  it('falls back to the e-mail, then to Anonymous', () => {
    expect(articleAuthor({ firstName: null, lastName: ' ', email: 'rafi@example.org' })).toBe('rafi@example.org');
    expect(articleAuthor({ firstName: null, lastName: null, email: '' })).toBe('Anonymous');
    expect(articleAuthor(null)).toBe('Anonymous');
  });
});
