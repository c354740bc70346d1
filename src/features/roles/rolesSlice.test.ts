import { configureStore } from '@reduxjs/toolkit';
import fc from 'fast-check';
import { makeStore } from '@/app/store';
import { buildUsers } from '@/fixtures/users';
import type { RootState } from '@/store/rootState';
import { sampleDataReset } from '@/store/sharedActions';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import {
  canDeleteRole,
  isRolesState,
  roleCreated,
  roleDeleted,
  roleEdited,
  rolesDomain,
  seedRoles,
  selectRoleById,
  selectRolesSorted,
  type RoleInput,
  type RolesState,
} from './rolesSlice';

const setup = () => makeStore(undefined, { referenceDate: TEST_REFERENCE_DATE });
const cachedSeed = seedRoles(TEST_REFERENCE_DATE);
/** A roles-only store on the real reducer, from a cached seed: cheap enough for 1,000 runs. */
const rolesStore = (roles: RolesState = cachedSeed) =>
  configureStore({ reducer: { roles: rolesDomain.reducer }, preloadedState: { roles } });
type RolesStore = ReturnType<typeof rolesStore>;
// The selector reads only `roles`, so the roles-only store's state stands in for the app's.
const sorted = (store: RolesStore) => selectRolesSorted(store.getState() as unknown as RootState);

const input = (changes: Partial<RoleInput> = {}): RoleInput => ({
  id: 'role-dispatcher',
  name: 'Dispatcher',
  description: 'Plans routes.',
  isCompanyRole: false,
  jobPostFee: '10',
  sortOrder: '6',
  ...changes,
});

describe('roles slice', () => {
  it('is seeded with the five sample roles of spec 3, in sort order', () => {
    const roles = selectRolesSorted(setup().getState());
    expect(
      roles.map(({ id, name, isCompanyRole, jobPostFee, sortOrder }) => [
        id,
        name,
        isCompanyRole,
        jobPostFee,
        sortOrder,
      ]),
    ).toEqual([
      ['role-broker', 'Broker', true, 25, 1],
      ['role-shipper', 'Shipper', true, 15, 2],
      ['role-carrier', 'Carrier', true, 0, 3],
      ['role-driver', 'Driver', false, 0, 4],
      ['role-admin', 'Admin', false, 0, 5],
    ]);
    expect(roles.every((role) => role.description.length > 0)).toBe(true);
  });

  it('counts the users of each role from the users fixture; every sample role has users', () => {
    const users = buildUsers(TEST_REFERENCE_DATE);
    for (const role of cachedSeed.ids.map((id) => cachedSeed.entities[id]!)) {
      expect(role.userCount).toBe(users.filter((u) => `role-${u.role}` === role.id).length);
      expect(role.userCount).toBeGreaterThan(0);
      expect(canDeleteRole(role)).toBe(false);
    }
    expect(cachedSeed.ids.reduce((total, id) => total + cachedSeed.entities[id]!.userCount, 0)).toBe(
      users.length,
    );
  });

  it('is a pure function of the reference date', () => {
    expect(seedRoles(TEST_REFERENCE_DATE)).toEqual(seedRoles(new Date(TEST_REFERENCE_DATE)));
  });

  it('creates a role with no users, parsing fee and sort order as whole numbers', () => {
    const store = rolesStore();
    store.dispatch(roleCreated(input({ jobPostFee: '12.9', sortOrder: ' 7 ' })));
    expect(selectRoleById(store.getState() as unknown as RootState, 'role-dispatcher')).toEqual({
      id: 'role-dispatcher',
      name: 'Dispatcher',
      description: 'Plans routes.',
      isCompanyRole: false,
      jobPostFee: 12,
      sortOrder: 7,
      userCount: 0,
    });
    store.dispatch(roleCreated(input({ id: 'role-other', jobPostFee: 'abc', sortOrder: '-5' })));
    expect(store.getState().roles.entities['role-other']).toMatchObject({ jobPostFee: 0, sortOrder: 0 });
    expect(sorted(store)[0]!.id).toBe('role-other');
  });

  it('refuses to create a role under an id already in use', () => {
    const store = rolesStore();
    const before = store.getState().roles;
    store.dispatch(roleCreated(input({ id: 'role-broker' })));
    expect(store.getState().roles).toBe(before);
  });

  it('edits a role, keeping its user count, and ignores an unknown id', () => {
    const store = rolesStore();
    store.dispatch(
      roleEdited(input({ id: 'role-broker', name: 'Freight Broker', jobPostFee: 30, sortOrder: '9x' })),
    );
    expect(store.getState().roles.entities['role-broker']).toEqual({
      ...cachedSeed.entities['role-broker'],
      name: 'Freight Broker',
      description: 'Plans routes.',
      isCompanyRole: false,
      jobPostFee: 30,
      sortOrder: 9,
    });
    expect(sorted(store).at(-1)!.id).toBe('role-broker');
    const before = store.getState().roles;
    store.dispatch(roleEdited(input({ id: 'role-ghost' })));
    expect(store.getState().roles).toBe(before);
  });

  it('sorts by sort order, then name', () => {
    const store = rolesStore();
    store.dispatch(roleCreated(input({ id: 'role-z', name: 'Zeta', sortOrder: 2 })));
    store.dispatch(roleCreated(input({ id: 'role-a', name: 'Alpha', sortOrder: 2 })));
    expect(sorted(store).map((r) => r.name)).toEqual([
      'Broker',
      'Alpha',
      'Shipper',
      'Zeta',
      'Carrier',
      'Driver',
      'Admin',
    ]);
  });

  it('refuses to delete a role with users, and deletes one without', () => {
    const store = rolesStore();
    const before = store.getState().roles;
    store.dispatch(roleDeleted({ id: 'role-admin', holders: 3 }));
    store.dispatch(roleDeleted({ id: 'role-ghost', holders: 0 }));
    expect(store.getState().roles).toBe(before);
    store.dispatch(roleCreated(input()));
    // The live count decides, not the stored one: a new role someone now holds stays.
    store.dispatch(roleDeleted({ id: 'role-dispatcher', holders: 1 }));
    expect(store.getState().roles.entities['role-dispatcher']).toBeDefined();
    store.dispatch(roleDeleted({ id: 'role-dispatcher', holders: 0 }));
    expect(store.getState().roles).toEqual(before);
  });

  it('works through the app store and restores the seed on sampleDataReset', () => {
    const store = setup();
    store.dispatch(roleCreated(input()));
    expect(selectRolesSorted(store.getState())).toHaveLength(6);
    const later = new Date('2027-01-01T00:00:00Z');
    store.dispatch(sampleDataReset({ referenceDate: later.toISOString() }));
    expect(store.getState().roles).toEqual(seedRoles(later));
  });

  it('accepts its own state and rejects tampered state', () => {
    expect(isRolesState(cachedSeed)).toBe(true);
    const tampered = (changes: object) => ({
      ...cachedSeed,
      entities: {
        ...cachedSeed.entities,
        'role-broker': { ...cachedSeed.entities['role-broker'], ...changes },
      },
    });
    expect(isRolesState(tampered({ jobPostFee: -1 }))).toBe(false);
    expect(isRolesState(tampered({ jobPostFee: Number.NaN }))).toBe(false);
    expect(isRolesState(tampered({ jobPostFee: '25' }))).toBe(false);
    expect(isRolesState(tampered({ sortOrder: 1.5 }))).toBe(false);
    expect(isRolesState(tampered({ userCount: -3 }))).toBe(false);
    expect(isRolesState(tampered({ isCompanyRole: 'yes' }))).toBe(false);
    expect(isRolesState(tampered({ name: undefined }))).toBe(false);
    expect(isRolesState(null)).toBe(false);
  });

  it('never stores a bad fee or sort order and never deletes a role with users (1,000 random sequences)', () => {
    const ids = ['role-broker', 'role-admin', 'role-new-1', 'role-new-2', 'role-new-3'];
    const typed = fc.oneof(
      fc.string({ maxLength: 6 }),
      fc.integer(),
      fc.double(),
      fc.constantFrom('12.9', '-5', ' 7 ', ''),
    );
    const roleInput = fc.record({
      id: fc.constantFrom(...ids),
      name: fc.string({ maxLength: 8 }),
      description: fc.string({ maxLength: 8 }),
      isCompanyRole: fc.boolean(),
      jobPostFee: typed,
      sortOrder: typed,
    });
    const action = fc.oneof(
      roleInput.map((payload) => roleCreated(payload)),
      roleInput.map((payload) => roleEdited(payload)),
      fc.record({ id: fc.constantFrom(...ids), holders: fc.nat(3) }).map((payload) => roleDeleted(payload)),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        const store = rolesStore();
        for (const a of actions) {
          const before = store.getState().roles;
          store.dispatch(a);
          const after = store.getState().roles;
          if (!isRolesState(after)) throw new Error(`invalid state after ${a.type}`);
          if (roleDeleted.match(a) && before.entities[a.payload.id]) {
            const deleted = !after.entities[a.payload.id];
            if (deleted !== (a.payload.holders === 0)) {
              throw new Error(`role ${a.payload.id} with ${a.payload.holders} holders: deleted ${deleted}`);
            }
          }
        }
      }),
      { numRuns: 1000 },
    );
  });
});
