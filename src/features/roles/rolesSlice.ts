import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import { buildRoles, type Role } from '@/fixtures/roles';
import { isEntityState, isRecord } from '@/lib/entityState';
import { parseWholeNumber } from '@/lib/parseWholeNumber';
import type { DomainDefinition } from '@/store/domain';
import type { RootState } from '@/store/rootState';
import { sampleDataReset } from '@/store/sharedActions';
import { tableSelectors } from '@/store/tableRows';

export type { Role } from '@/fixtures/roles';

export type RolesState = EntityState<Role, string>;

declare module '@/store/rootState' {
  interface DomainStates {
    roles: RolesState;
  }
}

/** What the create and edit dialogs send: fee and sort order as typed (spec 5 parses them). */
export interface RoleInput {
  id: string;
  name: string;
  description: string;
  isCompanyRole: boolean;
  jobPostFee: string | number;
  sortOrder: string | number;
}

/** Spec 5 and 8: a role that users hold cannot be deleted. The screen disables its button with this. */
export const canDeleteRole = (role: Pick<Role, 'userCount'>): boolean => role.userCount <= 0;

const adapter = createEntityAdapter<Role>({
  sortComparer: (a, b) =>
    a.sortOrder - b.sortOrder || a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
});

export const seedRoles = (reference: Date): RolesState =>
  adapter.setAll(adapter.getInitialState(), buildRoles(reference));

const fromInput = ({ id, name, description, isCompanyRole, jobPostFee, sortOrder }: RoleInput) => ({
  id,
  name,
  description,
  isCompanyRole,
  jobPostFee: parseWholeNumber(jobPostFee),
  sortOrder: parseWholeNumber(sortOrder),
});

const rolesSlice = createSlice({
  name: 'roles',
  initialState: adapter.getInitialState(),
  reducers: {
    /** A new role, held by nobody yet. An id already in use is refused. */
    roleCreated(state, action: PayloadAction<RoleInput>) {
      if (state.entities[action.payload.id]) return;
      adapter.addOne(state, { ...fromInput(action.payload), userCount: 0 });
    },
    /** Edits name, description, kind, fee and sort order; the user count stays. */
    roleEdited(state, action: PayloadAction<RoleInput>) {
      if (!state.entities[action.payload.id]) return;
      adapter.updateOne(state, { id: action.payload.id, changes: fromInput(action.payload) });
    },
    /**
     * Refused (nothing changes) while the role has users: `holders` is how many users hold it now,
     * counted from the users in the store (selectRoleRows), not the count stored with the role.
     */
    roleDeleted(state, action: PayloadAction<{ id: string; holders: number }>) {
      const { id, holders } = action.payload;
      if (state.entities[id] && canDeleteRole({ userCount: holders })) adapter.removeOne(state, id);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sampleDataReset, (_state, action) => seedRoles(new Date(action.payload.referenceDate)));
  },
});

export const { roleCreated, roleEdited, roleDeleted } = rolesSlice.actions;

const selectRolesState = (state: RootState) => state.roles;

const adapterSelectors = tableSelectors(adapter, selectRolesState);

export const { selectById: selectRoleById, selectTotal: selectRoleTotal } = adapterSelectors;

/** Every role, by sort order, then name (the adapter keeps them in that order). */
export const selectRolesSorted = adapterSelectors.selectAll;

const isWholeNumber = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0;

const isRole = (value: unknown): value is Role =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.name === 'string' &&
  typeof value.description === 'string' &&
  typeof value.isCompanyRole === 'boolean' &&
  isWholeNumber(value.jobPostFee) &&
  isWholeNumber(value.sortOrder) &&
  isWholeNumber(value.userCount);

/** Validates what redux-persist reads back for this slice. */
export const isRolesState = (value: unknown): boolean => isEntityState(value, isRole, (r) => r.id);

export const rolesDomain: DomainDefinition<RolesState> = {
  reducer: rolesSlice.reducer,
  seed: seedRoles,
  isValid: isRolesState,
};
