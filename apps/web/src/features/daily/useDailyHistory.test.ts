import { describe, expect, it } from 'vitest';
import { dayLabel, pictureFile } from './useDailyHistory.ts';

describe('daily history helpers', () => {
  it('takes the picture file from the entry’s image URL', () => {
    expect(pictureFile('/base/dayword/picture/1F3EB.svg')).toBe('1F3EB.svg');
    expect(pictureFile('/base/dayword/picture/1F468-200D-1F373.svg')).toBe('1F468-200D-1F373.svg');
  });

  it('labels today, yesterday (across a month end) and older days', () => {
    expect(dayLabel('2026-11-27', '2026-11-27')).toBe('Today');
    expect(dayLabel('2026-11-30', '2026-12-01')).toBe('Yesterday');
    expect(dayLabel('2026-11-25', '2026-11-27')).toBe('25 Nov');
  });
});
