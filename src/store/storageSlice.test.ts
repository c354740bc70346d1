import { REHYDRATE } from 'redux-persist';
import { makeRootStore } from '@/app/rootStore';
import {
  domainsLoaded,
  noticeDismissed,
  recoveredFromBadData,
  savingFailed,
  savingResumed,
  selectRestoredDomains,
  selectStorageNotice,
  selectStorageNotices,
  storageUnavailable,
} from './storageSlice';

describe('storage notices', () => {
  it('start empty', () => {
    const store = makeRootStore();
    expect(selectStorageNotices(store.getState())).toEqual([]);
    expect(selectStorageNotice(store.getState())).toBeNull();
  });

  it('name the domains restored from their sample data, each once', () => {
    const store = makeRootStore();
    store.dispatch(domainsLoaded({ states: {}, restored: [] }));
    expect(selectStorageNotice(store.getState())).toBeNull();
    store.dispatch(domainsLoaded({ states: {}, restored: ['users', 'jobs'] }));
    store.dispatch(domainsLoaded({ states: {}, restored: ['users'] }));
    expect(selectStorageNotices(store.getState())).toEqual(['recovered']);
    expect(selectRestoredDomains(store.getState())).toEqual(['users', 'jobs']);
  });

  it('are raised once each and listed most important first', () => {
    const store = makeRootStore();
    store.dispatch(recoveredFromBadData());
    store.dispatch(savingFailed());
    store.dispatch(savingFailed());
    store.dispatch(storageUnavailable());
    expect(selectStorageNotices(store.getState())).toEqual(['unavailable', 'notSaving', 'recovered']);
    expect(selectStorageNotice(store.getState())).toBe('unavailable');
  });

  it('say nothing more about failed writes once storage is known to be refused', () => {
    const store = makeRootStore();
    store.dispatch(storageUnavailable());
    store.dispatch(savingFailed());
    expect(selectStorageNotices(store.getState())).toEqual(['unavailable']);
  });

  it('"not being saved" clears when saving works again; the others stay', () => {
    const store = makeRootStore();
    store.dispatch(recoveredFromBadData());
    store.dispatch(savingFailed());
    store.dispatch(savingResumed());
    expect(selectStorageNotices(store.getState())).toEqual(['recovered']);
  });

  it('are dismissed one at a time, or all at once', () => {
    const store = makeRootStore();
    store.dispatch(recoveredFromBadData());
    store.dispatch(savingFailed());
    store.dispatch(noticeDismissed('notSaving'));
    expect(selectStorageNotices(store.getState())).toEqual(['recovered']);
    store.dispatch(savingFailed());
    store.dispatch(noticeDismissed());
    expect(selectStorageNotices(store.getState())).toEqual([]);
  });

  it('report unreadable saved preferences (a rehydration error)', () => {
    const store = makeRootStore();
    store.dispatch({ type: REHYDRATE, key: 'x', err: new Error('bad JSON') });
    expect(selectStorageNotice(store.getState())).toBe('recovered');
  });
});
