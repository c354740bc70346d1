export type ColorMode = 'light' | 'dark';

/** The colour schemes a user may choose: one of the two, or the system's (the preferences slice). */
export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];

/**
 * The attribute on <html> that selects the colour scheme: "light" or "dark". The start-up script in
 * the page's <head> sets it from the saved preference before the first paint; MUI keeps it current.
 */
export const COLOR_MODE_ATTRIBUTE = 'data-color-mode';
