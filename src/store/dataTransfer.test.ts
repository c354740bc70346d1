import { makeStore } from '@/app/store';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { dataImported, exportData, parseImport, registeredDomains, type ParsedImport } from './dataTransfer';
import { domainVersion } from './migrations';

const storeAt = (date: Date) => makeStore(undefined, { referenceDate: date });
const keysOf = (store: ReturnType<typeof storeAt>) => Object.keys(registeredDomains(store));
const fileOf = (store: ReturnType<typeof storeAt>) =>
  exportData(store.getState() as unknown as Record<string, unknown>, keysOf(store), TEST_REFERENCE_DATE);

interface Section {
  version: unknown;
  state: { ids: string[]; entities: Record<string, Record<string, unknown>> };
}
type Sections = Record<string, Section>;

/** An export whose sections `change` rewrites. */
const edited = (store: ReturnType<typeof storeAt>, change: (domains: Sections) => void) => {
  const file = JSON.parse(fileOf(store));
  change(file.domains);
  return JSON.stringify(file);
};

const refusalOf = (result: ParsedImport) => (result.ok ? null : result.refusal);

describe('data tools', () => {
  it('knows the running domains of a store once they are loaded', () => {
    const store = storeAt(TEST_REFERENCE_DATE);
    expect(keysOf(store)).toEqual(expect.arrayContaining(['users', 'companies', 'jobs', 'audit', 'profile']));
    expect(registeredDomains({})).toEqual({});
  });

  it('writes every domain at its version, with the format and the time', () => {
    const store = storeAt(TEST_REFERENCE_DATE);
    const file = JSON.parse(fileOf(store));
    expect(file.format).toBe('freight-backoffice');
    expect(file.exportedAt).toBe(TEST_REFERENCE_DATE.toISOString());
    expect(Object.keys(file.domains).sort()).toEqual(keysOf(store).sort());
    expect(file.domains.users.version).toBe(domainVersion('users'));
    expect(file.domains.users.state).toEqual(store.getState().users);
  });

  it('round trip: a file imported into another store gives it exactly the exported data', () => {
    const source = storeAt(TEST_REFERENCE_DATE);
    const target = storeAt(new Date('2025-01-02T08:00:00Z'));
    expect(target.getState().jobs).not.toEqual(source.getState().jobs);

    const parsed = parseImport(fileOf(source), registeredDomains(target));
    expect(parsed.ok && parsed.migrated).toEqual([]);
    if (!parsed.ok) throw new Error('refused');
    target.dispatch(dataImported({ states: parsed.states }));
    for (const key of keysOf(source)) {
      expect(target.getState()[key as 'users']).toEqual(source.getState()[key as 'users']);
    }
    // Replacing the data is not a change of any entity: the audit trail records nothing.
    expect(target.getState().audit).toEqual(source.getState().audit);
  });

  it('refuses what is not JSON, a foreign file and a file without sections', () => {
    const domains = registeredDomains(storeAt(TEST_REFERENCE_DATE));
    expect(refusalOf(parseImport('{"format": "freight-backoffice",', domains))).toEqual({
      reason: 'notJson',
    });
    expect(refusalOf(parseImport('{"name":"a package","version":"1.0.0"}', domains))).toEqual({
      reason: 'foreign',
    });
    expect(refusalOf(parseImport('[1, 2, 3]', domains))).toEqual({ reason: 'foreign' });
    expect(refusalOf(parseImport('{"format":"freight-backoffice","domains":[]}', domains))).toEqual({
      reason: 'shape',
    });
  });

  it('refuses a section from a newer version, one failing its check, an unknown one or a missing one', () => {
    const store = storeAt(TEST_REFERENCE_DATE);
    const domains = registeredDomains(store);
    const parse = (change: (sections: Sections) => void) =>
      refusalOf(parseImport(edited(store, change), domains));

    expect(parse((d) => (d.jobs!.version = domainVersion('jobs') + 1))).toEqual({
      reason: 'version',
      domain: 'jobs',
    });
    expect(parse((d) => (d.jobs!.version = 'two'))).toEqual({ reason: 'version', domain: 'jobs' });
    expect(parse((d) => (d.users!.state = { ids: 'nope' } as never))).toEqual({
      reason: 'invalid',
      domain: 'users',
    });
    expect(
      parse((d) => {
        const id = d.users!.state.ids[0]!;
        d.users!.state.entities[id]!.status = 'banished'; // not a state of the user machine
      }),
    ).toEqual({ reason: 'invalid', domain: 'users' });
    expect(parse((d) => (d.companies = 'x' as never))).toEqual({ reason: 'invalid', domain: 'companies' });
    expect(parse((d) => (d.weather = { version: 1, state: {} as never }))).toEqual({
      reason: 'unknownSection',
      domain: 'weather',
    });
    expect(parse((d) => delete d.roles)).toEqual({ reason: 'missingSection', domain: 'roles' });
  });

  it('brings a section saved by an older version up to date, as storage does', () => {
    const store = storeAt(TEST_REFERENCE_DATE);
    // Jobs before version 2 did not say who posted them (src/store/migrations.ts): nobody known.
    const text = edited(store, (d) => {
      const jobs = d.jobs!;
      jobs.version = 1;
      for (const id of jobs.state.ids) {
        const job = jobs.state.entities[id]!;
        if (job.postedBy === null) delete job.postedBy;
      }
    });
    const parsed = parseImport(`\uFEFF${text}`, registeredDomains(store));
    expect(parsed.ok && parsed.migrated).toEqual(['jobs']);
    expect(parsed.ok && parsed.states.jobs).toEqual(store.getState().jobs);
  });
});
