import { orderOfNumbers, orderOfRanks } from './rankOrder';

/** The order a comparator sort gives: by rank (`sign` 1 ascending, -1 descending), ties by row. */
const compared = (ranks: Float64Array, sign: number) =>
  [...ranks.keys()].sort((a, b) => sign * (ranks[a]! - ranks[b]!) || a - b);

/** `count` ranks from a fixed sequence over 0 to `spread` - 1, with repeats. */
function ranksOver(count: number, spread: number): Float64Array {
  const ranks = new Float64Array(count);
  let seed = 12345;
  for (let i = 0; i < count; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    ranks[i] = i % 5 === 0 ? ranks[Math.floor(i / 2)]! : seed % spread;
  }
  return ranks;
}

describe('orderOfRanks', () => {
  it.each([
    ['few ranks, many ties (counted)', 2000, 50],
    ['as many ranks as rows (counted)', 2000, 2000],
    ['ranks spread wide, one digit (by digits)', 500, 2047],
    ['ranks spread wide, two digits (by digits)', 2000, 4_000_000],
  ])('orders %s as a comparator sort does, both ways, ties in row order', (_, count, spread) => {
    const ranks = ranksOver(count, spread);
    for (const sign of [1, -1]) expect([...orderOfRanks(ranks, sign)]).toEqual(compared(ranks, sign));
  });

  it('orders ranks inserted between two others, and ranks past the counted range, by comparison', () => {
    const inserted = Float64Array.from([3, 1.5, 2, 1, 1.5, 0]);
    const huge = Float64Array.from([2 ** 23, 5, 2 ** 22 + 1, 5, 0]);
    for (const ranks of [inserted, huge])
      for (const sign of [1, -1]) expect([...orderOfRanks(ranks, sign)]).toEqual(compared(ranks, sign));
  });

  it('orders no rows and one row', () => {
    expect([...orderOfRanks(new Float64Array(0), 1)]).toEqual([]);
    expect([...orderOfRanks(Float64Array.from([7]), -1)]).toEqual([0]);
  });
});

describe('orderOfNumbers', () => {
  it('orders numbers as a comparator sort does, ties (zero and minus zero too) in the rows’ order', () => {
    const spread = ranksOver(3000, 400);
    const values = spread.map((rank, i) => (i % 7 === 0 ? -rank / 3 : rank * 1.5 - 100));
    const special = [0, -0, Infinity, -Infinity, 1e-300, -1e-300, 1_795_219_200_000, 0.1 + 0.2, 0.3];
    special.forEach((value, i) => (values[i * 11] = value));
    for (const sign of [1, -1]) expect([...orderOfNumbers(values, sign)]).toEqual(compared(values, sign));
  });

  it('orders no rows and one row', () => {
    expect([...orderOfNumbers(new Float64Array(0), 1)]).toEqual([]);
    expect([...orderOfNumbers(Float64Array.of(-0), -1)]).toEqual([0]);
  });
});
