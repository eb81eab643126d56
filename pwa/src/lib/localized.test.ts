import { describe, expect, it } from 'vitest';
import { localized, localizedLanguage } from './localized';

const event = {
  title: 'Tree planting',
  titleBn: 'বৃক্ষরোপণ',
  location: 'School field',
  locationBn: null as string | null,
  description: '',
  descriptionBn: 'শুধু বাংলায়',
};

describe('localized', () => {
  it('shows the Bangla text to a reader in Bangla, the English one to a reader in English', () => {
    expect(localized(event, 'title', 'bn')).toBe('বৃক্ষরোপণ');
    expect(localized(event, 'title', 'en')).toBe('Tree planting');
    expect(localizedLanguage(event, 'title', 'bn')).toBe('bn');
  });

  it('falls back to the English text when the Bangla one is missing or blank', () => {
    expect(localized(event, 'location', 'bn')).toBe('School field');
    expect(localized({ title: 'Meeting', titleBn: '   ' }, 'title', 'bn')).toBe('Meeting');
    expect(localized({ title: 'Meeting' }, 'title', 'bn')).toBe('Meeting');
    expect(localizedLanguage(event, 'location', 'bn')).toBe('en');
  });

  it('falls back to the Bangla text when only that is written', () => {
    expect(localized(event, 'description', 'en')).toBe('শুধু বাংলায়');
    expect(localizedLanguage(event, 'description', 'en')).toBe('bn');
  });

  it('answers the English value when neither is written (null stays null)', () => {
    expect(localized({ excerpt: null, excerptBn: null }, 'excerpt', 'bn')).toBeNull();
    expect(localized({ excerpt: '', excerptBn: '' }, 'excerpt', 'en')).toBe('');
  });

  it('treats regional tags and an unknown language like their base', () => {
    expect(localized(event, 'title', 'bn-BD')).toBe('বৃক্ষরোপণ');
    expect(localized(event, 'title', undefined)).toBe('Tree planting');
  });
});
