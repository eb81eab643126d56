import { describe, expect, it } from 'vitest';
import { splitPhoneNumbers } from './phone-links';

describe('splitPhoneNumbers', () => {
  it('finds international and local numbers with spaces or dashes', () => {
    expect(splitPhoneNumbers('Rakibul Islam, +8801555000888')).toEqual([{ text: 'Rakibul Islam, ' }, { text: '+8801555000888', tel: '+8801555000888' }]);
    expect(splitPhoneNumbers('Call 01712-345 678 or olympiad@club.test')).toEqual([
      { text: 'Call ' },
      { text: '01712-345 678', tel: '01712345678' },
      { text: ' or olympiad@club.test' },
    ]);
  });

  it('leaves placeholders, dates and short figures as text', () => {
    expect(splitPhoneNumbers('{phone}')).toEqual([{ text: '{phone}' }]);
    expect(splitPhoneNumbers('Before 2025-06-01, room 12')).toEqual([{ text: 'Before 2025-06-01, room 12' }]);
  });
});
