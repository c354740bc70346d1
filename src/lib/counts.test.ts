import { notePatch } from './changedIndices';
import { countByStatus, groupByStatus, statusCounter } from './counts';

describe('countByStatus', () => {
  it('counts each status and lists every status, zero when absent', () => {
    const statuses = ['open', 'closed', 'void'] as const;
    const items = [{ status: 'open' as const }, { status: 'closed' as const }, { status: 'open' as const }];
    expect(countByStatus(statuses, items)).toEqual({ open: 2, closed: 1, void: 0 });
  });

  it('gives all zeros for no items', () => {
    expect(countByStatus(['a', 'b'], [])).toEqual({ a: 0, b: 0 });
  });
});

describe('groupByStatus', () => {
  it('groups items under every status, empty where none', () => {
    const items = [
      { id: 1, status: 'a' as const },
      { id: 2, status: 'b' as const },
      { id: 3, status: 'a' as const },
    ];
    expect(groupByStatus(['a', 'b', 'c'] as const, items)).toEqual({
      a: [items[0], items[2]],
      b: [items[1]],
      c: [],
    });
  });
});

describe('statusCounter', () => {
  const statuses = ['open', 'closed', 'void'] as const;
  type Item = { status: (typeof statuses)[number] };
  const items: Item[] = [{ status: 'open' }, { status: 'closed' }, { status: 'open' }, { status: 'void' }];

  it('counts as countByStatus does, and gives the same object for the same list', () => {
    const count = statusCounter(statuses);
    expect(count(items)).toEqual(countByStatus(statuses, items));
    expect(count(items)).toBe(count(items));
  });

  it('moves the replaced items from their old status to their new one', () => {
    const count = statusCounter(statuses);
    count(items);
    const next = items.map((item, i): Item => (i === 0 || i === 3 ? { status: 'closed' } : item));
    expect(count(next)).toEqual({ open: 1, closed: 3, void: 0 });
    expect(count(next)).toEqual(countByStatus(statuses, next));
  });

  it('patches from a noted patch: only the places noted are counted again', () => {
    const count = statusCounter(statuses);
    count(items);
    const next = items.map((item): Item => ({ ...item }));
    next[1] = { status: 'void' };
    notePatch(items, next, [1]);
    expect(count(next)).toEqual({ open: 2, closed: 0, void: 2 });
  });

  it('counts afresh when the list grows or shrinks', () => {
    const count = statusCounter(statuses);
    count(items);
    expect(count(items.slice(1))).toEqual({ open: 1, closed: 1, void: 1 });
  });
});
