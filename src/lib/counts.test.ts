import { countByStatus } from './counts';

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
