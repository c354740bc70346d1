import { countByStatus, groupByStatus } from './counts';

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
