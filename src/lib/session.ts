/**
 * The signed-in administrator. The product has no accounts behind its login (spec 6, 7): whoever
 * signs in is the one administrator, shown as Super Admin, System Administrator (spec 2.4). Changes
 * made in the back office are recorded as made by this id.
 */
export const SIGNED_IN_ADMIN_ID = 'ADM-001';
