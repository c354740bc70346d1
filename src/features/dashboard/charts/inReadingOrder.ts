/**
 * Right to left, the first value goes on the right: the values in reverse order (and each index
 * back to the caller's). Reversing the data, rather than the axis (`reverse: true`), keeps the
 * library's placement of tick labels, which lets reversed labels overlap on a narrow screen.
 */
export function inReadingOrder<T>(values: readonly T[], rtl: boolean): T[] {
  return rtl ? [...values].reverse() : [...values];
}

export const indexInReadingOrder = (index: number, length: number, rtl: boolean): number =>
  rtl ? length - 1 - index : index;
