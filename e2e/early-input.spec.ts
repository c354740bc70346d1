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

test('Sign In pressed before the app owns the page never puts the password in an address, and signs in once it does', async ({
  page,
}) => {
  // Every address the page asks for or shows: a native submit of the form would be a GET with the fields.
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  page.on('framenavigated', (frame) => addresses.push(frame.url()));
  const releaseEntry = await holdEntryScript(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await field(page, /^Email/).fill('ana@example.com');
  await field(page, /^Password/).fill('s3cret');
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Held by the start-up script in <head> (src/lib/earlyInputHold.ts): prevented, not sent.
  await expect
    .poll(() => page.evaluate(() => window.earlyInputHold?.held.map((input) => input.type)))
    .toEqual(['submit']);
  await expect(page).toHaveURL(/\/login$/);

  releaseEntry();
  // The app makes the held submit once it owns the page, with what was typed.
  await expect(page).toHaveURL(/\/admin$/);
  await expect(toasts(page).getByText('Login Successful')).toHaveCount(1);
  expect(addresses.filter((address) => /password=|s3cret/.test(address))).toEqual([]);
});

test('the sign-up terms box and the code boxes keep what was entered before the app owns the page', async ({
  page,
}) => {
  const releaseSignup = await holdEntryScript(page);
  await page.goto('/signup', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  const terms = page.getByRole('checkbox', { name: /^I agree to the Terms of Service/ });
  await terms.check();
  releaseSignup();
  await untilAppOwnsPage(page);
  // A render of the page (typing a name): a box whose state missed the tick would be cleared by it.
  await field(page, /^Full name/).fill('Ana Pérez');
  await expect(terms).toBeChecked();

  await page.unrouteAll();
  const releaseCode = await holdEntryScript(page);
  await page.goto('/otp-verification', { waitUntil: 'commit' });
  const box = (n: number) => page.getByRole('textbox', { name: `Digit ${n} of 6` });
  await expect(box(6)).toBeVisible();
  for (const [i, digit] of [...'482913'].entries()) await box(i + 1).fill(digit);
  releaseCode();
  await untilAppOwnsPage(page);
  // Verify Code is enabled by the code in the page's state, not by what the boxes show.
  await expect(page.getByRole('button', { name: 'Verify Code' })).toBeEnabled();
  for (const [i, digit] of [...'482913'].entries()) await expect(box(i + 1)).toHaveValue(digit);
});

test('a tap on the landing page menu before the app owns the page opens the menu once it does', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 780 });
  const releaseEntry = await holdEntryScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  const button = page.getByRole('button', { name: 'Open menu' });
  await button.click();
  await expect
    .poll(() => page.evaluate(() => window.earlyInputHold?.held.map((input) => input.type)))
    .toEqual(['click']);

  releaseEntry();
  await untilAppOwnsPage(page);
  const close = page.getByRole('button', { name: 'Close menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator(`[id="${await close.getAttribute('aria-controls')}"]`);
  await expect(menu.getByRole('link', { name: 'Features' })).toBeVisible();
});

test.describe('with no script at all', () => {
  test.use({ javaScriptEnabled: false });

  test('Sign In sends the form as a POST: the password stays out of the address', async ({ page }) => {
    await page.goto('/login');
    await field(page, /^Email/).fill('ana@example.com');
    await field(page, /^Password/).fill('s3cret');
    const sent = page.waitForRequest((request) => request.isNavigationRequest());
    await page.getByRole('button', { name: 'Sign In' }).click();
    const request = await sent;
    expect(request.method()).toBe('POST');
    expect(request.url()).not.toContain('s3cret');
    await expect(page).toHaveURL(/\/login$/);
  });
});
