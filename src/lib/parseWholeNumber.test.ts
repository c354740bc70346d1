import fc from 'fast-check';
import { parseWholeNumber } from './parseWholeNumber';

describe('parseWholeNumber', () => {
  it.each([
    ['25', 25],
    ['12.9', 12],
    [' 7 ', 7],
    ['12abc', 12],
    ['abc', 0],
    ['', 0],
    ['   ', 0],
    ['-5', 0],
    ['0', 0],
    [15, 15],
    [3.7, 3],
    [-2, 0],
    [-0.5, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [Number.NEGATIVE_INFINITY, 0],
    ['1e400', 1],
  ] as const)('parses %p as %p', (input, expected) => {
    expect(parseWholeNumber(input)).toBe(expected);
  });

  it('always gives a safe whole number >= 0', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.integer()), (input) => {
        const value = parseWholeNumber(input);
        expect(Number.isSafeInteger(value)).toBe(true);
        expect(Object.is(value, -0)).toBe(false);
        expect(value).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
