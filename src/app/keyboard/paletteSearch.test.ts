import { makeStore } from '@/app/store';
import { userAdded } from '@/features/users/usersSlice';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import en from '@/i18n/locales/en';
import {
  fold,
  PALETTE_LIMIT,
  PALETTE_SCREENS,
  paletteTarget,
  searchPalette,
  selectPaletteRecords,
} from './paletteSearch';

/** The English label of a catalogue key such as nav.users. */
const label = (key: string): string =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;

const storeWithSamples = () => makeStore({}, { referenceDate: TEST_REFERENCE_DATE });

describe('command palette search', () => {
  it('lists every sidebar screen once for an empty query, and no records', () => {
    const records = selectPaletteRecords(storeWithSamples().getState());
    const groups = searchPalette(records, '  ', label);
    expect(groups.map((g) => g.kind)).toEqual(['screens']);
    expect(groups[0]!.entries.map((e) => e.label)).toEqual(PALETTE_SCREENS.map((s) => label(s.label)));
    expect(new Set(PALETTE_SCREENS.map((s) => s.page)).size).toBe(PALETTE_SCREENS.length);
    expect(groups[0]!.entries.map((e) => e.label)).toContain('Security Settings');
  });

  it('finds a screen, a user, a company and a job by name, grouped by kind', () => {
    const records = selectPaletteRecords(storeWithSamples().getState());
    const kinds = (query: string) =>
      searchPalette(records, query, label).map((g) => [g.kind, g.entries.map((e) => e.label)]);
    expect(kinds('paym')).toEqual([['screens', ['Payments']]]);
    expect(kinds('DAVID THOM')).toEqual([['users', ['David Thompson']]]);
    expect(kinds('summit')).toEqual([['companies', ['Summit Freight Co.']]]);
    expect(kinds('steel coil delivery')).toEqual([['jobs', ['Steel Coil Delivery']]]);
  });

  it('caps each kind and puts names that start with the query first', () => {
    const records = selectPaletteRecords(storeWithSamples().getState());
    const groups = searchPalette(records, 'e', label);
    for (const group of groups) expect(group.entries.length).toBeLessThanOrEqual(PALETTE_LIMIT);
    const users = groups.find((g) => g.kind === 'users')!.entries.map((e) => fold(e.label));
    const atWord = (name: string) => name.startsWith('e') || name.includes(' e');
    const firstInside = users.findIndex((name) => !atWord(name));
    if (firstInside >= 0) expect(users.slice(firstInside).every((name) => !atWord(name))).toBe(true);
    expect(users.filter(atWord).length).toBeGreaterThan(0);
  });

  it('ignores case and accents both ways', () => {
    const store = storeWithSamples();
    store.dispatch(
      userAdded({
        id: 'USR-900',
        today: TEST_REFERENCE_DATE.toISOString(),
        name: 'Émilie Brontë',
        email: 'emilie@example.com',
        phone: '+1 555 0100',
        role: 'shipper',
        companyName: 'Summit Freight Co.',
        licenseNumber: '',
        workRadius: null,
        isEmailVerified: true,
        notes: '',
      }),
    );
    const records = selectPaletteRecords(store.getState());
    const users = (query: string) =>
      searchPalette(records, query, label)
        .find((g) => g.kind === 'users')
        ?.entries.map((e) => e.id);
    expect(users('emilie bronte')).toEqual(['USR-900']);
    expect(users('ÉMILIE')).toEqual(['USR-900']);
    expect(users('brontë')).toEqual(['USR-900']);
  });

  it('finds nothing for a query nothing matches', () => {
    const records = selectPaletteRecords(storeWithSamples().getState());
    expect(searchPalette(records, 'zzzqqq', label)).toEqual([]);
  });

  it('leads to the screen or the detail page in the current area', () => {
    expect(paletteTarget('broker', { kind: 'screens', id: 'payments', label: 'Payments' })).toBe(
      '/broker/payments',
    );
    expect(paletteTarget('admin', { kind: 'screens', id: 'dashboard', label: 'Dashboard' })).toBe('/admin');
    expect(paletteTarget('admin', { kind: 'users', id: 'USR-001', label: '' })).toBe('/admin/users/USR-001');
    expect(paletteTarget('admin', { kind: 'companies', id: 'CMP-001', label: '' })).toBe(
      '/admin/companies/CMP-001',
    );
    expect(paletteTarget('shipper', { kind: 'jobs', id: 'JOB-1003', label: '' })).toBe(
      '/shipper/jobs/JOB-1003',
    );
  });

  it('folds the records once per change of their slices', () => {
    const state = storeWithSamples().getState();
    expect(selectPaletteRecords(state)).toBe(selectPaletteRecords(state));
  });
});
