import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { axeViolations, expect as fixtureExpect, STORAGE_KEY } from './fixtures';

/**
 * Generous limits: other jobs share this 2-core machine, and under a load average of 20-30 a first
 * render has taken over 15 s (the landing page about 8 s even alone). Waits end as soon as the page
 * is ready, so a passing run is no slower for them.
 */
export const LOAD_TIMEOUT_MS = 30_000;
export const TEST_TIMEOUT_MS = 90_000;

const expect = fixtureExpect.configure({ timeout: LOAD_TIMEOUT_MS });

/** The roles of the admin area (spec 2.1): /admin and the role-scoped /{role}. */
export const AREA_ROLES = ['admin', 'driver', 'broker', 'shipper', 'carrier'] as const;

/** Every child page of the admin area (spec 2.1), relative to /{role}; ids are any sample id. */
export const ADMIN_PAGES: readonly string[] = [
  '',
  'users',
  'users/add',
  'users/USR-001',
  'users/verification',
  'companies',
  'companies/add',
  'companies/CMP-001',
  'companies/verification',
  'jobs',
  'jobs/JOB-001',
  'jobs/assignments',
  'roles',
  'payments',
  'disputes',
  'documents',
  'notifications',
  'activity',
  'settings',
  'profile',
  'profile/security',
  'profile/jobs',
  'profile/settings',
];

export const adminUrl = (role: string, path: string): string => (path ? `/${role}/${path}` : `/${role}`);

/** Relative luminance (WCAG) of a CSS `rgb(...)`/`rgba(...)` colour. */
export function luminance(cssColour: string): number {
  const match = cssColour.match(/rgba?\(([^)]+)\)/);
  if (!match) throw new Error(`Not an rgb() colour: ${cssColour}`);
  const [r, g, b] = match[1]!
    .split(/[,\s/]+/)
    .filter(Boolean)
    .slice(0, 3)
    .map((c) => Number(c) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export const bodyBackground = (page: Page): Promise<string> =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

export const bodyLuminance = async (page: Page): Promise<number> => luminance(await bodyBackground(page));

/**
 * Waits until no CSS transition or animation is running or about to start (menus, popovers, sidebar
 * width), so that colours and boxes are final. Not for pages with an endless spinner. Scroll-driven
 * animations (the grid's panels shade their scrolled edges with them) follow the scroll, not time:
 * they "run" for as long as they exist, and are left out.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => !(a.timeline instanceof DocumentTimeline) || (a.playState !== 'running' && !a.pending)),
  );
}

/** The preferences slice as redux-persist saved it in local storage (null if absent or unreadable). */
export const storedPreferences = (page: Page): Promise<Record<string, unknown> | null> =>
  page.evaluate((key) => {
    try {
      const root = JSON.parse(window.localStorage.getItem(key) ?? 'null') as Record<string, string> | null;
      return root?.preferences ? (JSON.parse(root.preferences) as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }, STORAGE_KEY);

/** Waits until redux-persist has written these preferences (so that a reload keeps them). */
export async function expectStoredPreferences(page: Page, expected: Record<string, unknown>): Promise<void> {
  await expect.poll(() => storedPreferences(page)).toMatchObject(expected);
}

/**
 * Client-side navigation to `url`, as a link inside the app would do it: the router reacts to the
 * history change without a page load.
 */
export async function navigateInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/**
 * Waits until the app has taken over the page: React has hydrated (or rendered) its heading and
 * every form, committed the page, and ended the hold on early input (src/lib/earlyInputHold.ts,
 * `window.earlyInputHold` removed once what it held is made again). A prerendered page shows at
 * once but answers only then: a fiber on the heading is there while React is still hydrating, and
 * a click on a link in that window was lost once in CI (the menu's "Get Started" at 375 px). A test
 * that pauses the page's fake clock must wait for it, since the start-up runs its steps in timer
 * tasks that a paused clock never fires.
 */
export async function untilAppOwnsPage(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          [document.querySelector('h1'), ...document.querySelectorAll('form')].every(
            (element) =>
              element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
          ) && !('earlyInputHold' in window),
      ),
    )
    .toBe(true);
}

/**
 * The header's language menu button, in any language: its label is "{Language}: {current}", and
 * the current language is named in its own language (untranslated).
 */
export const languageButton = (page: Page) =>
  page.getByRole('button', { name: /: (English|Español|Français|Deutsch|العربية)$/ });

/**
 * Saves preferences as the app writes them (redux-persist's root key, version 2), before the page's
 * first load only: a reload then sees what the app itself saved.
 */
export async function savePreferencesBeforeLoad(
  page: Page,
  preferences: { theme: 'light' | 'dark' | 'system'; language: string },
): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (window.localStorage.getItem(key) !== null) return;
      window.localStorage.setItem(
        key,
        JSON.stringify({ preferences: value, _persist: JSON.stringify({ version: 2, rehydrated: true }) }),
      );
    },
    [STORAGE_KEY, JSON.stringify(preferences)] as const,
  );
}

/** Waits for animations to end, then expects no axe violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await settleAnimations(page);
  fixtureExpect(await axeViolations(page)).toEqual([]);
}

/** Expects the page not to scroll sideways (a narrow screen's layout fits its width). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  fixtureExpect(overflow).toBeLessThanOrEqual(0);
}

/** The toast region (spec 9: labelled Notifications). */
export const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** Checks the toast on screen (title, text and style), then closes it so the next one can show. */
export async function expectToast(
  page: Page,
  title: string,
  text: string,
  style: 'success' | 'error' | 'default' = 'success',
): Promise<void> {
  const toast = toasts(page).locator('.notistack-MuiContent').filter({ hasText: title });
  await expect(toast).toContainText(text);
  await expect(toast).toHaveClass(new RegExp(`notistack-MuiContent-${style}`));
  await toast.getByRole('button', { name: 'Close toast' }).click();
  await expect(toast).toBeHidden();
}

/** Picks `option` in the list filter labelled `filter` (an MUI select) and waits for its menu to close. */
export async function choose(page: Page, filter: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: filter }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** Collects every dialog (alert, confirm...) the page opens: a script injected by an input would open one. */
export function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** Presses the list's Export and reads the file the browser downloads: its name and its text. */
export async function exportList(page: Page): Promise<{ fileName: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  return { fileName: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
}
