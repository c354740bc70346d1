import { makeStore } from '@/app/store';
import { buildCompanies } from '@/fixtures/companies';
import { statusesOf } from '@/machines/lifecycle';
import { companyStatusMachine } from '@/machines/statusSets.machine';
import { sampleDataReset, verificationStatusChanged } from '@/store/sharedActions';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import {
  companyAdded,
  isCompaniesState,
  seedCompanies,
  selectAllCompanies,
  selectCompanyById,
  selectCompanyCounts,
  selectFilteredCompanies,
  selectNextCompanyId,
  type CompanyFilters,
} from './companiesSlice';

const setup = () => makeStore(undefined, { referenceDate: TEST_REFERENCE_DATE });
const TODAY = TEST_REFERENCE_DATE.toISOString();
const ALL: CompanyFilters = { query: '', type: 'all', status: 'all' };

const filtered = (filters: Partial<CompanyFilters>) =>
  selectFilteredCompanies(setup().getState(), { ...ALL, ...filters }).map((c) => c.id);

describe('companies slice', () => {
  it('is seeded with the 30 companies CMP-001..CMP-030, in every status', () => {
    const all = selectAllCompanies(setup().getState());
    expect(all).toHaveLength(30);
    expect(all[0]!.id).toBe('CMP-001');
    expect(all[29]!.id).toBe('CMP-030');
    expect(all[0]!.name).toBe('Summit Freight Co.');
    expect(new Set(all.map((c) => c.status))).toEqual(new Set(statusesOf(companyStatusMachine)));
    expect(all.every((c) => Date.parse(c.joinDate) <= TEST_REFERENCE_DATE.getTime())).toBe(true);
  });

  it('is a pure function of the reference date', () => {
    expect(seedCompanies(TEST_REFERENCE_DATE)).toEqual(seedCompanies(new Date(TEST_REFERENCE_DATE)));
    expect(buildCompanies(TEST_REFERENCE_DATE)).toEqual(buildCompanies(new Date(TEST_REFERENCE_DATE)));
  });

  it('has only active companies verified, and some active ones still unverified', () => {
    const all = selectAllCompanies(setup().getState());
    const verifiedStatuses = new Set(all.filter((c) => c.verified).map((c) => c.status));
    expect([...verifiedStatuses]).toEqual(['active']);
    expect(all.filter((c) => !c.verified).map((c) => c.id)).toHaveLength(14);
  });

  it('counts the management cards', () => {
    expect(selectCompanyCounts(setup().getState())).toEqual({
      total: 30,
      active: 20,
      pending: 5,
      suspended: 5,
      verified: 16,
    });
  });

  describe('search (name and email only, case-insensitive)', () => {
    it('matches the name', () => {
      expect(filtered({ query: 'SUMMIT freight' })).toEqual(['CMP-001']);
    });
    it('matches the email', () => {
      expect(filtered({ query: 'contact@coastallogistics' })).toEqual(['CMP-002']);
    });
    it('ignores every other field', () => {
      const company = selectCompanyById(setup().getState(), 'CMP-001')!;
      expect(filtered({ query: 'Commerce Way' })).toEqual([]); // address
      expect(filtered({ query: company.phone })).toEqual([]);
      expect(filtered({ query: 'https://' })).toEqual([]); // website
      expect(filtered({ query: 'company based in' })).toEqual([]); // description
      expect(filtered({ query: 'CMP-001' })).toEqual([]); // id
    });
    it('matches everything on an empty query', () => {
      expect(filtered({ query: '  ' })).toHaveLength(30);
    });
  });

  it('filters by type', () => {
    const all = selectAllCompanies(setup().getState());
    for (const type of ['Logistics', 'Shipping', 'Freight', 'Transport'] as const) {
      const ids = filtered({ type });
      expect(ids.length).toBeGreaterThan(0);
      expect(ids).toEqual(all.filter((c) => c.type === type).map((c) => c.id));
    }
    expect(filtered({ type: 'Logistics' })).toHaveLength(8);
    expect(filtered({ type: 'Transport' })).toHaveLength(7);
  });

  it('filters by status', () => {
    const counts = selectCompanyCounts(setup().getState());
    for (const status of statusesOf(companyStatusMachine)) {
      expect(filtered({ status })).toHaveLength(counts[status]);
    }
    expect(filtered({ status: 'pending' })).toEqual(['CMP-004', 'CMP-010', 'CMP-016', 'CMP-022', 'CMP-028']);
  });

  it('combines search and filters', () => {
    expect(filtered({ query: 'freight', type: 'Logistics', status: 'active' })).toEqual(['CMP-001']);
    expect(filtered({ query: 'freight', status: 'suspended' })).toEqual(['CMP-012']);
    expect(filtered({ query: 'freight', type: 'Shipping' })).toEqual([]);
  });

  it('memoises the filtered list', () => {
    const state = setup().getState();
    expect(selectFilteredCompanies(state, { ...ALL })).toBe(selectFilteredCompanies(state, { ...ALL }));
  });

  describe('verificationStatusChanged', () => {
    const changed = (
      to: 'approved' | 'rejected' | 'under_review',
      queue: 'users' | 'companies' = 'companies',
    ) =>
      verificationStatusChanged({
        queue,
        itemId: 'CVR-001',
        subjectId: 'CMP-004',
        from: 'pending',
        to,
        today: TODAY,
      });

    it('marks the company verified when the new status has the verified tag', () => {
      const store = setup();
      expect(selectCompanyById(store.getState(), 'CMP-004')!.verified).toBe(false);
      store.dispatch(changed('approved'));
      expect(selectCompanyById(store.getState(), 'CMP-004')!.verified).toBe(true);
    });

    it.each(['rejected', 'under_review'] as const)('leaves the company unverified on %s', (to) => {
      const store = setup();
      const before = store.getState().companies;
      store.dispatch(changed(to));
      expect(store.getState().companies).toBe(before);
    });

    it('ignores the user queue and unknown companies', () => {
      const store = setup();
      const before = store.getState().companies;
      store.dispatch(changed('approved', 'users'));
      store.dispatch(
        verificationStatusChanged({
          queue: 'companies',
          itemId: 'CVR-001',
          subjectId: 'CMP-999',
          from: 'pending',
          to: 'approved',
          today: TODAY,
        }),
      );
      expect(store.getState().companies).toBe(before);
    });
  });

  describe('companyAdded', () => {
    const fields = {
      name: 'Hudson Valley Freight',
      type: 'Freight' as const,
      email: 'ops@hudsonvalley.com',
      phone: '(845) 555-0101',
      address: '12 River Rd, Newark, NJ',
    };

    it('adds a pending, unverified company joined today, with the next id', () => {
      const store = setup();
      const id = selectNextCompanyId(store.getState());
      expect(id).toBe('CMP-031');
      store.dispatch(companyAdded({ id, today: TODAY, ...fields }));
      const company = selectCompanyById(store.getState(), id)!;
      expect(company).toMatchObject({ ...fields, id, status: 'pending', verified: false, joinDate: TODAY });
      expect(company.documents).toEqual([]);
      expect(selectCompanyCounts(store.getState())).toMatchObject({ total: 31, pending: 6 });
      expect(selectNextCompanyId(store.getState())).toBe('CMP-032');
      expect(isCompaniesState(store.getState().companies)).toBe(true);
    });

    it('changes nothing when the id is taken', () => {
      const store = setup();
      const before = store.getState().companies;
      store.dispatch(companyAdded({ id: 'CMP-001', today: TODAY, ...fields }));
      expect(store.getState().companies).toBe(before);
    });
  });

  it('restores the sample data on sampleDataReset', () => {
    const store = setup();
    store.dispatch(
      companyAdded({
        id: 'CMP-031',
        today: TODAY,
        name: 'X',
        type: 'Shipping',
        email: 'x@x.com',
        phone: '',
        address: '',
      }),
    );
    store.dispatch(sampleDataReset({ referenceDate: TODAY }));
    expect(store.getState().companies).toEqual(seedCompanies(TEST_REFERENCE_DATE));
  });

  it('accepts its own state and rejects tampered state', () => {
    const good = seedCompanies(TEST_REFERENCE_DATE);
    expect(isCompaniesState(good)).toBe(true);
    const id = good.ids[0]!;
    const tampered = (changes: object) => ({
      ...good,
      entities: { ...good.entities, [id]: { ...good.entities[id], ...changes } },
    });
    const withoutField = () => {
      const { email: _email, ...rest } = good.entities[id]!;
      return { ...good, entities: { ...good.entities, [id]: rest } };
    };
    expect(isCompaniesState(tampered({ status: 'closed' }))).toBe(false);
    expect(isCompaniesState(tampered({ type: 'Warehousing' }))).toBe(false);
    expect(isCompaniesState(tampered({ verified: 'yes' }))).toBe(false);
    expect(isCompaniesState(tampered({ employees: '12' }))).toBe(false);
    expect(isCompaniesState(tampered({ joinDate: 'last year' }))).toBe(false);
    expect(
      isCompaniesState(tampered({ documents: [{ name: 'W-9', status: 'lost', uploadDate: TODAY }] })),
    ).toBe(false);
    expect(isCompaniesState(tampered({ id: 'other' }))).toBe(false);
    expect(isCompaniesState(withoutField())).toBe(false);
    expect(isCompaniesState({ ...good, ids: [...good.ids, 'ghost'] })).toBe(false);
    expect(isCompaniesState(null)).toBe(false);
  });
});
