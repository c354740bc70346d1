import { isCalendarDay } from './calendarDay';

describe('isCalendarDay', () => {
  it('takes a real day written YYYY-MM-DD, leap days in leap years only', () => {
    for (const day of ['2026-06-15', '2026-12-31', '2024-02-29', '2000-02-29', '0001-01-01'])
      expect(isCalendarDay(day)).toBe(true);
  });

  it('refuses days past their month, months past 12 and other forms, without throwing', () => {
    for (const text of [
      '2026-02-29',
      '2026-02-30',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-06-00',
      '2026-6-15',
      ' 2026-06-15',
      '2026-06-15T00:00:00Z',
      '',
    ])
      expect(isCalendarDay(text)).toBe(false);
  });
});
