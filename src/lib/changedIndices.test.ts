import { changedIndices, notePatch } from './changedIndices';

describe('changedIndices', () => {
  const rows = [{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }];

  it('gives the places holding another object, in order', () => {
    const next = [rows[0], { n: 2 }, rows[2], { n: 4 }];
    expect(changedIndices(rows, next)).toEqual([1, 3]);
    expect(changedIndices(rows, [...rows])).toEqual([]);
  });

  it('gives null when the lengths differ or more places than the limit changed', () => {
    expect(changedIndices(rows, rows.slice(1))).toBeNull();
    expect(
      changedIndices(
        rows,
        rows.map((row) => ({ ...row })),
        3,
      ),
    ).toBeNull();
    expect(
      changedIndices(
        rows,
        rows.map((row) => ({ ...row })),
        4,
      ),
    ).toEqual([0, 1, 2, 3]);
  });

  it('answers from a noted patch without comparing the lists', () => {
    const next = rows.map((row) => ({ ...row }));
    notePatch(rows, next, [2]);
    expect(changedIndices(rows, next)).toEqual([2]);
    // Only for the list it was made from.
    expect(changedIndices([...rows], next)).toEqual([0, 1, 2, 3]);
  });
});
