import { describe, expect, it } from 'vitest';
import { categoryLook, statusBadgeClass } from './project-category';

describe('categoryLook', () => {
  it('has a look for environment, innovation and education', () => {
    expect(categoryLook('environment').key).toBe('environment');
    expect(categoryLook('Innovation').key).toBe('innovation');
    expect(categoryLook('education').key).toBe('education');
  });

  it('uses the default for any other category', () => {
    expect(categoryLook('general').key).toBe('default');
    expect(categoryLook('sports').key).toBe('default');
    expect(categoryLook(null).key).toBe('default');
  });
});

describe('statusBadgeClass', () => {
  it('is green for completed and yellow otherwise', () => {
    expect(statusBadgeClass('completed')).toBe('badge-success');
    expect(statusBadgeClass('approved')).toBe('badge-warning');
    expect(statusBadgeClass('pending')).toBe('badge-warning');
  });
});
