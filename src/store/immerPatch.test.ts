import { readFileSync } from 'node:fs';
import path from 'node:path';
import { produce } from 'immer';

/**
 * Immer copies a plain object on its first write. Its own copy is a spread, which V8 makes several
 * times slower once an object has more than about 1,020 keys (a 100,000-record table's `entities`:
 * about 45 ms a change in Chromium, 20 ms with the loop). patches/immer+11.2.10.patch, applied by
 * `postinstall`, copies the keys one by one instead (immerjs/immer#1188), or takes a copy made in
 * idle time (src/store/spareCopies.ts); docs/decisions.md says why.
 */
describe("Immer's copy of a plain object (patched)", () => {
  it('is the patched loop in every build of Immer that Jest or webpack can load', () => {
    const dist = path.join(path.dirname(require.resolve('immer/package.json')), 'dist');
    for (const file of [
      'immer.mjs',
      'immer.production.mjs',
      'cjs/immer.cjs.development.js',
      'cjs/immer.cjs.production.js',
    ]) {
      const source = readFileSync(path.join(dist, file), 'utf8');
      expect(source).toMatch(/getOwnPropertySymbols\((base|e)\)/);
      expect(source).not.toMatch(/return ?\{ ?\.\.\.(base|e) ?\};?/);
      // And it takes a spare copy made ahead of time first (src/store/spareCopies.ts).
      expect(source).toContain('Symbol.for("immer-spare-copies")');
    }
  });

  it('gives what a spread gives: every own enumerable key in order, and enumerable symbols', () => {
    const tag = Symbol('tag');
    const hidden = Symbol('hidden');
    const base: Record<string | symbol, { n: number }> = {};
    for (let n = 0; n < 2_000; n++) base[`USR-${String(n).padStart(4, '0')}`] = { n };
    base[tag] = { n: -1 };
    Object.defineProperty(base, hidden, { value: { n: -2 }, enumerable: false });
    Object.defineProperty(base, 'secret', { value: { n: -3 }, enumerable: false });

    const next = produce(base, (draft) => {
      draft['USR-0007'] = { n: 7_000 };
    });

    expect(next).not.toBe(base);
    expect(Object.keys(next)).toEqual(Object.keys(base));
    expect(next['USR-0007']).toEqual({ n: 7_000 });
    expect(base['USR-0007']).toEqual({ n: 7 });
    // Untouched records are shared, not copied.
    expect(next['USR-1999']).toBe(base['USR-1999']);
    expect(next[tag]).toBe(base[tag]);
    expect(Object.getOwnPropertySymbols(next)).toEqual([tag]);
    expect(Object.getOwnPropertyNames(next)).not.toContain('secret');
  });
});
