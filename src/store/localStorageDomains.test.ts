import { domainStorageKey, readDomain, writeDomain } from './localStorageDomains';
import { memoryStorage, storageWithQuota, type KeyValueStorage } from './keyValueStorage';

const saved = (state: unknown, version = 1) => JSON.stringify({ version, state });
const stored = (storage: KeyValueStorage, domain: string) =>
  JSON.parse(storage.getItem(domainStorageKey(domain))!) as { version: number; state: unknown };

describe('reading a saved domain', () => {
  const isValid = (state: unknown) => Array.isArray(state);

  it.each([
    ['unreadable JSON', '{not json'],
    ['JSON that is not an object', 'null'],
    ['a version from a newer app', saved([], 9)],
    ['no version', JSON.stringify({ state: [] })],
    ['state failing the check', saved({})],
  ])('finds %s unusable', (_, raw) => {
    const storage = memoryStorage({ [domainStorageKey('users')]: raw });
    expect(readDomain(storage, 'users', isValid)).toEqual({ found: 'unusable' });
  });

  it('treats a check that throws as failing', () => {
    const storage = memoryStorage({ [domainStorageKey('users')]: saved([]) });
    const throws = () => {
      throw new Error('bad');
    };
    expect(readDomain(storage, 'users', throws)).toEqual({ found: 'unusable' });
  });

  it('reports a storage that refuses to be read', () => {
    const refusing: KeyValueStorage = {
      ...memoryStorage(),
      getItem: () => {
        throw new DOMException('Access is denied.', 'SecurityError');
      },
    };
    expect(readDomain(refusing, 'users', isValid)).toEqual({ found: 'refused' });
  });

  it('writes each domain with its own version, and says whether the storage took it', () => {
    const { storage, quota } = storageWithQuota();
    expect(writeDomain(storage, 'jobs', [])).toBe(true);
    expect(stored(storage, 'jobs').version).toBe(2);
    quota.full = true;
    expect(writeDomain(storage, 'users', [])).toBe(false);
  });
});
