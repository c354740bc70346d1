import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/store/rootState';
import type { Role } from './rolesSlice';

/**
 * A user holds the role whose id is `role-{user.role}` (the fixture keys roles by the user-role
 * values: role-broker, role-driver...). A role created on this screen has a new id, so no user
 * holds it until users can be given it.
 */
export const roleIdOfUserRole = (userRole: string): string => `role-${userRole}`;

const selectRoles = (state: RootState) => state.roles;
const selectUsers = (state: RootState) => state.users;

/** Every role in sort order, its user count counted from the users in the store (spec 2.4, 3). */
export const selectRoleRows = createSelector([selectRoles, selectUsers], (roles, users): Role[] => {
  const counts = new Map<string, number>();
  for (const id of users.ids) {
    const key = roleIdOfUserRole(users.entities[id]!.role);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return roles.ids.map((id) => {
    const role = roles.entities[id]!;
    return { ...role, userCount: counts.get(role.id) ?? 0 };
  });
});
