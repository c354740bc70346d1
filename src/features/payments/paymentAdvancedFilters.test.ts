import {
  activeAdvancedCount,
  advancedDraftFrom,
  EMPTY_ADVANCED_DRAFT,
  parseAmount,
  paymentRangeFrom,
  validateAdvancedDraft,
  withAdvancedDraft,
  type AdvancedDraft,
  type AdvancedField,
} from './paymentAdvancedFilters';

const draft = (changes: Partial<Record<AdvancedField, string>>): AdvancedDraft =>
  ({ ...EMPTY_ADVANCED_DRAFT, ...changes }) as AdvancedDraft;
const url = (search: string) => new URLSearchParams(search);

describe('parseAmount', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['0', 0],
    ['1500', 1500],
    [' 99.50 ', 99.5],
    ['99,5', 99.5],
    ['١٥٠٠', 1500],
    ['٩٩٫٥', 99.5],
    ['-5', 'negative'],
    ['- 5.5', 'negative'],
    ['abc', 'invalid'],
    ['1,500.00', 'invalid'],
    ['1e3', 'invalid'],
    ['12abc', 'invalid'],
    ['.5', 'invalid'],
  ])('reads %j as %j', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });
});

describe('validateAdvancedDraft', () => {
  it('accepts an empty panel and open-ended ranges', () => {
    expect(validateAdvancedDraft(EMPTY_ADVANCED_DRAFT)).toEqual({});
    expect(validateAdvancedDraft(draft({ min: '100', to: '2026-06-01' }))).toEqual({});
    expect(
      validateAdvancedDraft(draft({ min: '100', max: '100', from: '2026-06-01', to: '2026-06-01' })),
    ).toEqual({});
  });

  it('says at each field what is wrong with its amount', () => {
    expect(validateAdvancedDraft(draft({ min: 'abc', max: '-3' }))).toEqual({
      min: 'amountInvalid',
      max: 'amountNegative',
    });
  });

  it('puts the order messages at the end of the range', () => {
    expect(validateAdvancedDraft(draft({ min: '2000', max: '1000' }))).toEqual({ max: 'amountOrder' });
    expect(validateAdvancedDraft(draft({ from: '2026-06-10', to: '2026-06-01' }))).toEqual({
      to: 'dateOrder',
    });
  });

  it('refuses a date that is not a whole date', () => {
    expect(validateAdvancedDraft(draft({ from: '2026-13-40', to: 'June' }))).toEqual({
      from: 'dateInvalid',
      to: 'dateInvalid',
    });
  });
});

describe('the URL round trip', () => {
  it('writes the applied panel into the URL, drops the page, and reads it back the same', () => {
    const applied = draft({
      min: '99,5',
      max: '3000',
      from: '2026-05-01',
      to: '2026-06-15',
      method: 'creditCard',
      status: 'completed',
    });
    const params = withAdvancedDraft(url('?tab=job_payments&q=ana&page=3'), applied);
    expect(Object.fromEntries(params)).toEqual({
      tab: 'job_payments',
      q: 'ana',
      min: '99.5',
      max: '3000',
      from: '2026-05-01',
      to: '2026-06-15',
      method: 'creditCard',
      status: 'completed',
    });
    expect(advancedDraftFrom(params)).toEqual({ ...applied, min: '99.5' });
    expect(paymentRangeFrom(params)).toEqual({
      minAmount: 99.5,
      maxAmount: 3000,
      from: '2026-05-01',
      to: '2026-06-15',
    });
    expect(activeAdvancedCount(params)).toBe(4);
  });

  it('removes every advanced parameter on Reset and keeps the rest', () => {
    const params = withAdvancedDraft(
      url('?q=ana&min=1&max=2&from=2026-01-01&method=bankTransfer&status=failed'),
      EMPTY_ADVANCED_DRAFT,
    );
    expect(params.toString()).toBe('q=ana');
    expect(activeAdvancedCount(params)).toBe(0);
  });

  it('ignores what a pasted URL got wrong', () => {
    const params = url('?min=abc&max=-4&from=yesterday&to=2026-02-30&method=cash&status=lost');
    expect(paymentRangeFrom(params)).toEqual({ minAmount: null, maxAmount: null, from: null, to: null });
    expect(advancedDraftFrom(params)).toEqual(EMPTY_ADVANCED_DRAFT);
    expect(activeAdvancedCount(params)).toBe(0);
  });

  it('counts a range once, whichever end is set', () => {
    expect(activeAdvancedCount(url('?max=50'))).toBe(1);
    expect(activeAdvancedCount(url('?min=1&max=50&from=2026-01-01'))).toBe(2);
    expect(activeAdvancedCount(url('?method=bankTransfer'))).toBe(1);
  });
});
