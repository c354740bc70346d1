import {
  isAmount,
  isCount,
  isEntityState,
  isPlainDate,
  isRecord,
  isString,
  isTimestamp,
} from './entityState';

describe('field checks for persisted state', () => {
  it('accept what the fixtures write and refuse the rest', () => {
    expect(isString('a') && !isString(1)).toBe(true);
    expect(isTimestamp('2026-11-22T09:30:00.000Z') && !isTimestamp('yesterday') && !isTimestamp(5)).toBe(
      true,
    );
    expect(
      isPlainDate('2026-11-22') && !isPlainDate('2026-11-22T09:30:00Z') && !isPlainDate('22/11/2026'),
    ).toBe(true);
    expect(isCount(0) && isCount(12) && !isCount(1.5) && !isCount(-1) && !isCount('3')).toBe(true);
    expect(
      isAmount(0) && isAmount(12.5) && !isAmount(-1) && !isAmount(Number.NaN) && !isAmount(Infinity),
    ).toBe(true);
    expect(isRecord({}) && !isRecord([]) && !isRecord(null)).toBe(true);
  });

  it('checks an entity state item by item, ids matching', () => {
    const isItem = (v: unknown): v is { id: string } => isRecord(v) && isString(v.id);
    const idOf = (v: { id: string }) => v.id;
    expect(isEntityState({ ids: ['a'], entities: { a: { id: 'a' } } }, isItem, idOf)).toBe(true);
    expect(isEntityState({ ids: ['a'], entities: { a: { id: 'b' } } }, isItem, idOf)).toBe(false);
    expect(isEntityState({ ids: ['a', 'b'], entities: { a: { id: 'a' } } }, isItem, idOf)).toBe(false);
  });
});
