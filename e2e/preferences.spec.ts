import type { Page } from '@playwright/test';
import { expect as fixtureExpect, test } from './fixtures';
import {
  bodyLuminance,
  languageButton,
  expectStoredPreferences,
  LOAD_TIMEOUT_MS,
  TEST_TIMEOUT_MS,
} from './helpers';

/** A loaded 2-core machine needs seconds for a first render: wait longer than the default. */
const expect = fixtureExpect.configure({ timeout: LOAD_TIMEOUT_MS });
test.describe.configure({ timeout: TEST_TIMEOUT_MS });

const html = (page: Page) => page.locator('html');

/** Dark backgrounds are well under 0.1 relative luminance, light ones well over 0.5. */
const isDark = (l: number) => l < 0.1;
const isLight = (l: number) => l > 0.5;

async function chooseTheme(page: Page, name: 'Light' | 'Dark' | 'System') {
  await page.getByRole('button', { name: /^Theme/ }).click();
  await page.getByRole('menuitem', { name }).click();
  await expect(page.getByRole('menu')).toBeHidden();
}

async function chooseLanguage(page: Page, name: string) {
  await languageButton(page).click();
  await page.getByRole('menuitem', { name }).click();
}

test.describe('theme', () => {
  test('Dark darkens the page and survives a reload', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const before = await bodyLuminance(page);
    expect(isLight(before), `light body background at first (luminance ${before})`).toBe(true);
    await expect(page.getByRole('button', { name: 'Theme: System' })).toBeVisible();

    await chooseTheme(page, 'Dark');
    await expect.poll(() => bodyLuminance(page)).toBeLessThan(0.1);
    await expect(html(page)).toHaveAttribute('data-color-mode', 'dark');
    await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();

    await expectStoredPreferences(page, { theme: 'dark' });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(isDark(await bodyLuminance(page)), 'still dark after reload').toBe(true);
    await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();

    await chooseTheme(page, 'Light');
    await expect.poll(() => bodyLuminance(page)).toBeGreaterThan(0.5);
  });

  test('an explicit Light theme ignores a dark system preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/admin');
    await expect.poll(() => bodyLuminance(page)).toBeLessThan(0.1);
    await chooseTheme(page, 'Light');
    await expect.poll(() => bodyLuminance(page)).toBeGreaterThan(0.5);
  });

  test('System (the default) follows the emulated colour scheme live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/admin');
    await expect(page.getByRole('button', { name: 'Theme: System' })).toBeVisible();
    await expect.poll(() => bodyLuminance(page)).toBeGreaterThan(0.5);

    // No reload: the page listens to the media query.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => bodyLuminance(page)).toBeLessThan(0.1);
    await expect(html(page)).toHaveAttribute('data-color-mode', 'dark');

    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => bodyLuminance(page)).toBeGreaterThan(0.5);
    await expect(html(page)).toHaveAttribute('data-color-mode', 'light');
  });
});

test.describe('language', () => {
  test('a change shows the loading state for exactly 300 ms, then applies', async ({ page }) => {
    await page.clock.install();
    await page.goto('/admin');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Users' })).toBeVisible();
    await expect(html(page)).toHaveAttribute('lang', 'en');

    await page.getByRole('button', { name: /^Language/ }).click();
    const spanish = page.getByRole('menuitem', { name: 'Español' });
    await expect(spanish).toBeVisible();
    // Stop time so that the 300 ms delay is measured by the test, not by a loaded machine.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await spanish.click();

    const loading = page.getByTestId('language-switching');
    await expect(loading).toBeVisible();
    await expect(page.getByRole('button', { name: /^Language/ })).toHaveAttribute('aria-busy', 'true');

    await page.clock.runFor(299);
    await expect(loading).toBeVisible();
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await expect(nav.getByRole('link', { name: 'Users' })).toBeVisible();

    await page.clock.runFor(1);
    await expect(html(page)).toHaveAttribute('lang', 'es');
    await expect(html(page)).toHaveAttribute('dir', 'ltr');
    await expect(loading).toHaveCount(0);
    await expect(page.getByRole('button', { name: /: Español$/ })).toHaveAttribute('aria-busy', 'false');
  });

  // Depends on the Spanish catalogue: nav.users is "Usuarios" (it fails if es.ts is an English copy).
  test('Spanish shows the loading indicator, then translates the sidebar ("Usuarios")', async ({ page }) => {
    await page.clock.install();
    await page.goto('/admin');
    const nav = page.getByRole('navigation', { name: /./ });
    await expect(nav.getByRole('link', { name: 'Users', exact: true })).toBeVisible();
    await page.getByRole('button', { name: /^Language/ }).click();
    const spanish = page.getByRole('menuitem', { name: 'Español' });
    await expect(spanish).toBeVisible();
    // The indicator shows for 300 ms only: stop time so a slow machine cannot miss it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await spanish.click();
    await expect(page.getByTestId('language-switching')).toBeVisible();

    await page.clock.runFor(300);
    await expect(page.getByTestId('language-switching')).toHaveCount(0);
    await expect(html(page)).toHaveAttribute('lang', 'es');
    await expect(nav.getByRole('link', { name: 'Usuarios', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
  });

  test('Arabic turns the page right to left with the sidebar on the right', async ({ page }) => {
    await page.goto('/admin');
    const sidebar = page.getByTestId('sidebar');
    const viewport = page.viewportSize()!;
    await expect(html(page)).toHaveAttribute('dir', 'ltr');
    const ltrBox = (await sidebar.boundingBox())!;
    expect(ltrBox.x, 'sidebar on the left in English').toBeLessThan(5);

    await chooseLanguage(page, 'العربية');
    await expect(html(page)).toHaveAttribute('lang', 'ar');
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await expect
      .poll(
        async () => {
          const box = (await sidebar.boundingBox())!;
          return Math.abs(viewport.width - (box.x + box.width));
        },
        { message: 'sidebar touches the right edge' },
      )
      .toBeLessThan(5);
    const box = (await sidebar.boundingBox())!;
    expect(box.x, 'sidebar on the right half').toBeGreaterThan(viewport.width / 2);
    // The sidebar's visible panel moves too, not just its placeholder.
    const panel = (await page.locator('[data-testid="sidebar"] .MuiDrawer-paper').boundingBox())!;
    expect(Math.abs(viewport.width - (panel.x + panel.width))).toBeLessThan(5);

    // Back to a left-to-right language.
    await chooseLanguage(page, 'Deutsch');
    await expect(html(page)).toHaveAttribute('lang', 'de');
    await expect(html(page)).toHaveAttribute('dir', 'ltr');
    await expect.poll(async () => (await sidebar.boundingBox())!.x).toBeLessThan(5);
  });

  test('the chosen language survives a reload', async ({ page }) => {
    await page.goto('/admin');
    await chooseLanguage(page, 'Français');
    await expect(html(page)).toHaveAttribute('lang', 'fr');
    await expectStoredPreferences(page, { language: 'fr' });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(html(page)).toHaveAttribute('lang', 'fr');
    await expect(html(page)).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('button', { name: /: Français$/ })).toBeVisible();
  });

  test('Arabic survives a reload, right to left', async ({ page }) => {
    await page.goto('/admin');
    await chooseLanguage(page, 'العربية');
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await expectStoredPreferences(page, { language: 'ar' });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(html(page)).toHaveAttribute('lang', 'ar');
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
  });
});
