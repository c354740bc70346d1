import { stringInterner } from './stringInterner';

describe('stringInterner', () => {
  it('keeps one string for each value of a property, nested objects and arrays included', () => {
    const interner = stringInterner();
    const records = [
      { id: 'a', status: 'active', driver: { location: 'Atlanta, GA', tags: ['night', 'hazmat'] } },
      { id: 'b', status: 'active', driver: { location: 'Dallas, TX', tags: ['night'] } },
      { id: 'c', status: 'suspended', driver: null },
    ];
    const copies = structuredClone(records);
    for (const record of records) interner.intern(record);
    // The records say what they said.
    expect(records).toEqual(copies);
    expect([...interner.kept.get('status')!.keys()]).toEqual(['active', 'suspended']);
    expect([...interner.kept.get('location')!.keys()]).toEqual(['Atlanta, GA', 'Dallas, TX']);
    expect([...interner.kept.get('tags')!.keys()]).toEqual(['night', 'hazmat']);
  });

  it('stops keeping the values of a property that has more than `most` of them', () => {
    const interner = stringInterner(3);
    for (let n = 0; n < 10; n++) interner.intern({ id: `id-${n}`, status: n % 2 ? 'active' : 'pending' });
    expect(interner.kept.has('id')).toBe(false);
    expect(interner.kept.get('status')?.size).toBe(2);
    // Nothing kept for it again.
    interner.intern({ id: 'new' });
    expect(interner.kept.has('id')).toBe(false);
  });

  it('leaves frozen objects and what is not an object alone', () => {
    const interner = stringInterner();
    const frozen = Object.freeze({ status: 'active' });
    expect(() => {
      interner.intern(frozen);
      interner.intern('text');
      interner.intern(null);
    }).not.toThrow();
    expect(interner.kept.size).toBe(0);
  });

  it('walks a record that holds itself no deeper than a record goes', () => {
    const interner = stringInterner();
    const record: Record<string, unknown> = { id: 'a', status: 'active' };
    record.self = record;
    expect(() => interner.intern(record)).not.toThrow();
    expect(interner.kept.get('status')?.size).toBe(1);
  });
});
