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
