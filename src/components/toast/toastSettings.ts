/** Spec 9: one toast at a time, 5000 ms by default. */
export const TOAST_DURATION_MS = 5000;
export const MAX_VISIBLE_TOASTS = 1;
