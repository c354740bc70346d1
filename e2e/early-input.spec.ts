import type { Page } from '@playwright/test';
import { expect as fixtureExpect, test } from './fixtures';
import { LOAD_TIMEOUT_MS, TEST_TIMEOUT_MS, toasts, untilAppOwnsPage } from './helpers';

const expect = fixtureExpect.configure({ timeout: LOAD_TIMEOUT_MS });
test.describe.configure({ timeout: TEST_TIMEOUT_MS });

/**
 * Holds the app's entry script until the returned release is called: the prerendered page shows,
 * and takes typing, with no app behind it (as on a slow network or a busy phone).
 */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/main.*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const field = (page: Page, name: RegExp) => page.getByLabel(name).and(page.locator('input'));

test('what is typed into the sign-in form before the app owns the page stays, and is what it submits', async ({
  page,
}) => {
  const releaseEntry = await holdEntryScript(page);
  // The deferred entry script holds back DOMContentLoaded: only the HTML's arrival is awaited.
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await field(page, /^Email/).fill('ana@example.com');
  await field(page, /^Password/).fill('s3cret');

  releaseEntry();
  await untilAppOwnsPage(page);
  await expect(field(page, /^Email/)).toHaveValue('ana@example.com');
  await expect(field(page, /^Password/)).toHaveValue('s3cret');
  // A render of the password field: one whose state missed the typing would be emptied by it.
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(field(page, /^Password/)).toHaveValue('s3cret');

  await page.getByRole('button', { name: 'Sign In' }).click();
  // Validation saw both values (no "Enter your email address."), and the sign-in went through.
  await expect(field(page, /^Email/)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(toasts(page).getByText('Login Successful')).toBeVisible();
});
