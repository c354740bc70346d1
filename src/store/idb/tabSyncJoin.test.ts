import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { joinDomains } from '@/app/domains';
import {
  companyApproval,
  fakeBus,
  fakeLocks,
  firstVisit,
  KEYS,
  openTab,
  readJoining,
} from '@/testing/tabSyncHarness';
import type { AppStore } from '../hooks';
import { connect } from './database';

const TODAY = '2026-06-15T13:00:00.000Z';

describe('domains that join a tab later (read in the background)', () => {
  const { item, approve } = companyApproval(TODAY);
  const verified = (store: AppStore) => store.getState().companies.entities[item.companyId]!.verified;
  const NEW_COMPANY = 'CMP-LATER';
  // Add Company's action (the companies feature's `companyAdded`), as another tab dispatches it.
  const added = {
    type: 'companies/companyAdded',
    payload: {
      id: NEW_COMPANY,
      today: TODAY,
      name: 'Later Freight',
      type: 'Freight',
      email: 'ops@later.example',
      phone: '(845) 555-0102',
      address: '1 Dock Rd, Newark, NJ',
    },
  };

  it('a change made before a domain joined is done to it as it joins, and saved', async () => {
    const factory = new IDBFactory();
    await firstVisit(connect(factory, KEYS));
    const locks = fakeLocks();
    const a = await openTab(factory, locks, fakeBus(), ['companies']);
    // The approval marks the company verified, in a domain this tab has not read yet.
    a.store.dispatch(approve());
    await locks.grantAll();
    expect('companies' in a.store.getState()).toBe(false);
    joinDomains(a.store, a.sync.join(await readJoining(a.connection, ['companies'])), []);
    expect(verified(a.store)).toBe(true);
    await locks.grantAll();
    const reloaded = await openTab(factory, fakeLocks(), fakeBus());
    expect(verified(reloaded.store)).toBe(true);
    expect(reloaded.store.getState().verification.companies.entities[item.id]!.status).toBe('approved');
  });

  /** Tabs a (its companies still to join) and b, and a's read of the companies, taken before b saves. */
  async function readBeforeAnotherTabSaves() {
    const factory = new IDBFactory();
    await firstVisit(connect(factory, KEYS));
    const locks = fakeLocks();
    const bus = fakeBus();
    const a = await openTab(factory, locks, bus, ['companies']);
    const b = await openTab(factory, locks, bus);
    const stale = await readJoining(a.connection, ['companies']);
    return { factory, locks, a, b, stale };
  }

  it('a domain another tab saved while this one was still reading it is read again, not overwritten', async () => {
    const { factory, locks, a, b, stale } = await readBeforeAnotherTabSaves();
    a.store.dispatch(approve());
    b.store.dispatch(added);
    await locks.grantAll();
    joinDomains(a.store, a.sync.join(stale), []);
    await locks.grantAll();
    for (const tab of [a, b, await openTab(factory, fakeLocks(), fakeBus())]) {
      expect(tab.store.getState().companies.entities[NEW_COMPANY]).toBeDefined();
      expect(verified(tab.store)).toBe(true);
    }
    expect(a.refused).toEqual([]);
  });

  it('a domain another tab saved while this one was still reading it shows that save once it joins', async () => {
    const { locks, a, b, stale } = await readBeforeAnotherTabSaves();
    b.store.dispatch(added);
    await locks.grantAll();
    joinDomains(a.store, a.sync.join(stale), []);
    await locks.grantAll();
    expect(a.store.getState().companies.entities[NEW_COMPANY]).toBeDefined();
  });
});
