import { formatLegalDate, legalValues } from './legalFormat';

describe('formatLegalDate', () => {
  const day = new Date(2026, 10, 22);
  it.each([
    ['en', 'November 22, 2026'],
    ['fr', '22 novembre 2026'],
    ['de', '22. November 2026'],
    ['es', '22 de noviembre de 2026'],
  ])('writes the long date in %s', (language, expected) => {
    expect(formatLegalDate(day, language)).toBe(expected);
  });

  it('writes Arabic with the Arabic month name', () => {
    expect(formatLegalDate(day, 'ar')).toContain('نوفمبر');
  });
});

describe('legalValues', () => {
  it('quotes the spec figures in English', () => {
    expect(legalValues('en')).toEqual({
      minimumAge: '18',
      noticeDays: '30',
      brokerFee: '$25',
      shipperFee: '$15',
      paymentFee: '5%',
    });
  });

  it('formats them for the language', () => {
    expect(legalValues('fr').paymentFee).toBe('5\u00a0%');
    expect(legalValues('de').brokerFee).toBe('25\u00a0$');
  });
});
