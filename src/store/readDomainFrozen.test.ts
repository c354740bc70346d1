import { domainStorageKey, readDomain } from './localStorageDomains';
import { memoryStorage } from './keyValueStorage';

describe('a saved domain read back', () => {
  it('is frozen all the way down, so that its first change does not freeze it in the middle of a click', () => {
    const state = { ids: ['A'], entities: { A: { id: 'A', tags: ['x'] } } };
    const storage = memoryStorage({ [domainStorageKey('things')]: JSON.stringify({ version: 1, state }) });
    const read = readDomain(storage, 'things', () => true);
    expect(read.found).toBe('usable');
    const usable = read as { state: typeof state };
    expect(Object.isFrozen(usable.state)).toBe(true);
    expect(Object.isFrozen(usable.state.entities.A)).toBe(true);
    expect(Object.isFrozen(usable.state.entities.A.tags)).toBe(true);
    expect(usable.state).toEqual(state);
  });
});

describe('in the production build', () => {
  const node = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = node;
  });

  it('neither Immer nor a read freezes the state (freezing there walked every table a change copied)', () => {
    process.env.NODE_ENV = 'production';
    jest.isolateModules(() => {
      /* eslint-disable @typescript-eslint/no-require-imports -- modules read again under production */
      const { STATE_IS_FROZEN } = require('./freezing') as typeof import('./freezing');
      const local = require('./localStorageDomains') as typeof import('./localStorageDomains');
      const storage = require('./keyValueStorage') as typeof import('./keyValueStorage');
      require('@/app/rootStore');
      const { produce } = require('immer') as typeof import('immer');
      /* eslint-enable @typescript-eslint/no-require-imports */
      expect(STATE_IS_FROZEN).toBe(false);
      const state = { ids: ['A'], entities: { A: { id: 'A' } } };
      const saved = storage.memoryStorage({
        [local.domainStorageKey('things')]: JSON.stringify({ version: 1, state }),
      });
      const read = local.readDomain(saved, 'things', () => true) as { state: typeof state };
      expect(read.state).toEqual(state);
      expect(Object.isFrozen(read.state)).toBe(false);
      expect(Object.isFrozen(read.state.entities.A)).toBe(false);
      // The store's module turned Immer's auto-freeze off.
      const changed = produce(read.state, (draft) => {
        draft.entities.A.id = 'A';
        draft.ids.push('B');
      });
      expect(Object.isFrozen(changed)).toBe(false);
    });
  });
});
