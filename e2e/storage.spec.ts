import type { Page } from '@playwright/test';
import { expect as fixtureExpect, STORAGE_KEY, test } from './fixtures';
import {
  bodyLuminance,
  languageButton,
  storedPreferences,
  LOAD_TIMEOUT_MS,
  TEST_TIMEOUT_MS,
} from './helpers';

/** A loaded 2-core machine needs seconds for a first render: wait longer than the default. */
const expect = fixtureExpect.configure({ timeout: LOAD_TIMEOUT_MS });
test.describe.configure({ timeout: TEST_TIMEOUT_MS });

const NOTICE = 'Saved data could not be read, so the sample data was restored.';

/** A persisted root as redux-persist writes it: a JSON object whose values are JSON strings. */
const persistedRoot = (slices: Record<string, unknown>, version = 1): string =>
  JSON.stringify({
    ...Object.fromEntries(Object.entries(slices).map(([key, value]) => [key, JSON.stringify(value)])),
    _persist: JSON.stringify({ version, rehydrated: true }),
  });

/** Puts `raw` in local storage before the app's first load only (a reload sees what the app saved). */
async function seedStorage(page: Page, raw: string) {
  await page.addInitScript(
    ([key, value]) => {
      if (window.sessionStorage.getItem('e2e-seeded')) return;
      window.sessionStorage.setItem('e2e-seeded', '1');
      window.localStorage.setItem(key, value);
    },
    [STORAGE_KEY, raw] as const,
  );
}

/** The admin page rendered (no blank screen) and the recovery notice is shown. */
async function expectRecovered(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: NOTICE });
  await expect(notice).toBeVisible();
  return notice;
}

const BROKEN: readonly { name: string; raw: string }[] = [
  { name: 'unreadable JSON', raw: '{not json' },
  {
    name: 'an unreadable slice inside a valid root',
    raw: JSON.stringify({ preferences: '{oops', _persist: JSON.stringify({ version: 1, rehydrated: true }) }),
  },
  { name: 'tampered preferences', raw: persistedRoot({ preferences: { theme: 'purple', language: 'xx' } }) },
  { name: 'a theme of the wrong type', raw: persistedRoot({ preferences: { theme: 42, language: 'en' } }) },
  {
    name: 'data from a newer version',
    raw: persistedRoot({ preferences: { theme: 'dark', language: 'de' } }, 99),
  },
];

for (const { name, raw } of BROKEN) {
  test(`${name} in local storage: the admin page renders with the recovery notice`, async ({ page }) => {
    await seedStorage(page, raw);
    await page.goto('/admin');
    const notice = await expectRecovered(page);

    // The defaults apply: system theme (light here) and English.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('button', { name: 'Theme: System' })).toBeVisible();
    expect(await bodyLuminance(page)).toBeGreaterThan(0.5);
    await expect(page.getByRole('button', { name: 'Notifications, 6 unread' })).toBeVisible();

    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByText(NOTICE)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('after recovery the repaired data is saved, so a reload shows no notice', async ({ page }) => {
  await seedStorage(page, '{not json');
  await page.goto('/admin');
  await expectRecovered(page);
  await expect.poll(() => storedPreferences(page)).toEqual({ theme: 'system', language: 'en' });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(NOTICE)).toHaveCount(0);
});

test('valid saved preferences are applied without a notice', async ({ page }) => {
  await seedStorage(page, persistedRoot({ preferences: { theme: 'dark', language: 'de' } }));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
  await expect(languageButton(page)).toHaveAccessibleName(/: Deutsch$/);
  expect(await bodyLuminance(page)).toBeLessThan(0.1);
  await expect(page.getByText(NOTICE)).toHaveCount(0);
});

test('the recovery notice also shows on a public page', async ({ page }) => {
  await seedStorage(page, '{not json');
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: NOTICE })).toBeVisible();
});
