import { changedIndices, isSubsequence, newIndices, notePatch } from './changedIndices';

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

describe('newIndices', () => {
  const rows = Array.from({ length: 20 }, (_, n) => ({ n }));

  it('names only the rows that joined or replaced one, not the rows a leaving or joining row moves', () => {
    const left = rows.filter((_, i) => i !== 3); // a status change took row 3 out of the filter
    expect(newIndices(rows, left)).toEqual([]);
    const joined = [...rows.slice(0, 5), { n: 99 }, ...rows.slice(5)]; // undo put one back
    expect(newIndices(rows, joined)).toEqual([5]);
    const replaced = rows.map((row, i) => (i === 7 ? { n: 7 } : row)); // a row changed in place
    expect(newIndices(rows, replaced)).toEqual([7]);
    const both = [{ n: -1 }, ...rows.slice(0, 10), ...rows.slice(13)];
    expect(newIndices(rows, both)).toEqual([0]);
    expect(newIndices(rows, [...rows, { n: 20 }])).toEqual([20]);
    expect(newIndices([], rows.slice(0, 2))).toEqual([0, 1]);
  });

  it('never misses a new row, whatever the order, and gives null past the limit', () => {
    const fresh = Array.from({ length: 5 }, (_, n) => ({ n: 100 + n }));
    const shuffled = [...rows].reverse();
    const next = [fresh[0]!, ...shuffled.slice(0, 8), fresh[1]!, ...shuffled.slice(8), ...fresh.slice(2)];
    const named = newIndices(rows, next)!;
    for (const row of fresh) expect(named).toContain(next.indexOf(row));
    expect(newIndices(rows, next, 3)).toBeNull();
  });
});

describe('isSubsequence', () => {
  const rows = Array.from({ length: 20 }, (_, n) => ({ n }));

  it("holds for any subset in the list's order, however sparse, and for nothing else", () => {
    expect(
      isSubsequence(
        rows,
        rows.filter((_, i) => i % 3 === 0),
      ),
    ).toBe(true);
    expect(isSubsequence(rows, [])).toBe(true);
    expect(isSubsequence(rows, rows)).toBe(true);
    expect(isSubsequence(rows, [rows[5]!, rows[2]!])).toBe(false);
    expect(isSubsequence(rows, [rows[2]!, { n: 3 }])).toBe(false);
    expect(isSubsequence(rows.slice(0, 5), rows.slice(0, 6))).toBe(false);
    expect(isSubsequence(rows, [rows[4]!, rows[4]!])).toBe(false);
  });
});
