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

  it("takes the app's dates without Date.parse, and answers as Date.parse does for any text", () => {
    const parse = jest.spyOn(Date, 'parse');
    expect(['2026-11-22', '2026-11-22T09:30:00Z', '2026-11-22T09:30:00.000Z'].every(isTimestamp)).toBe(true);
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
    // Every date and time part at and past its edges, in each of the app's three forms, and others.
    const parts = '00,01,09,12,13,23,24,29,30,31,32,59,60,99,1a, 1'.split(',');
    const others = [
      '',
      '2026',
      '+002026-01-01',
      '2026-1-01',
      '2026-01-01T10:00',
      '2026-01-01T10:00:00+01:00',
    ];
    const texts = new Set(others);
    for (const a of parts)
      for (const b of parts) {
        texts.add(`2026-${a}-${b}`);
        texts.add(`0000-${a}-${b}T${a}:${b}:${b}Z`);
        texts.add(`2026-01-${a}T${a}:${b}:00.000Z`);
        texts.add(`2026-${a}-01T00:00:${b}.5x9Z`);
        texts.add(`2026-${a}-${b}T12:00:00.123z`);
      }
    for (const text of texts)
      expect([text, isTimestamp(text)]).toEqual([text, !Number.isNaN(Date.parse(text))]);
  });

  it('checks an entity state item by item, ids matching', () => {
    const isItem = (v: unknown): v is { id: string } => isRecord(v) && isString(v.id);
    const idOf = (v: { id: string }) => v.id;
    expect(isEntityState({ ids: ['a'], entities: { a: { id: 'a' } } }, isItem, idOf)).toBe(true);
    expect(isEntityState({ ids: ['a'], entities: { a: { id: 'b' } } }, isItem, idOf)).toBe(false);
    expect(isEntityState({ ids: ['a', 'b'], entities: { a: { id: 'a' } } }, isItem, idOf)).toBe(false);
  });
});
