import { formatBytes } from './bytes';

describe('formatBytes', () => {
  it('picks the unit and formats in each language', () => {
    expect(formatBytes(0, 'en')).toBe('0 byte');
    expect(formatBytes(532, 'en')).toBe('532 byte');
    expect(formatBytes(1_234_567, 'en')).toBe('1.2 MB');
    expect(formatBytes(2_500_000_000, 'en')).toBe('2.5 GB');
    expect(formatBytes(1_234_567, 'de')).toBe('1,2 MB');
    expect(formatBytes(1_234_567, 'fr')).toBe('1,2\u202fMo');
    expect(formatBytes(1_234_567, 'es')).toBe('1,2 MB');
    expect(formatBytes(1_234_567, 'ar')).toBe('1.2 م.ب');
    expect(formatBytes(532, 'fr')).toBe('532\u202fo');
  });
});
