import { utcDay } from './format';

describe('utcDay', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads the day off a timestamp saved in UTC, without parsing it', () => {
    const parse = jest.spyOn(Date, 'parse');
    const DateSpy = jest.spyOn(globalThis, 'Date');
    expect(utcDay('2026-06-15T23:59:59.999Z')).toBe('2026-06-15');
    expect(utcDay('2026-06-15T00:00Z')).toBe('2026-06-15');
    expect(DateSpy).not.toHaveBeenCalled();
    expect(parse).not.toHaveBeenCalled();
  });

  it('gives the UTC day of any other timestamp, as the date it stands for', () => {
    for (const timestamp of [
      '2026-06-15T23:30:00-05:00',
      '2026-06-15T01:00:00+03:00',
      '2026-06-15',
      '2026-06-15T24:00:00Z',
    ])
      expect(utcDay(timestamp)).toBe(new Date(timestamp).toISOString().slice(0, 10));
    expect(utcDay('2026-06-15T23:30:00-05:00')).toBe('2026-06-16');
  });
});
