import type { Locator, Page } from '@playwright/test';
import { axeViolations, expect as fixtureExpect, STORAGE_KEY, test } from './fixtures';
import {
  LOAD_TIMEOUT_MS,
  settleAnimations,
  TEST_TIMEOUT_MS,
  toasts,
  untilAppOwnsPage,
  watchDialogs,
} from './helpers';

/** A loaded 2-core machine needs seconds for a first render: wait longer than the default. */
const expect = fixtureExpect.configure({ timeout: LOAD_TIMEOUT_MS });
test.describe.configure({ timeout: TEST_TIMEOUT_MS });

const VIEWPORTS = [
  { label: '1366 px', viewport: { width: 1366, height: 800 } },
  { label: '375 px', viewport: { width: 375, height: 740 } },
] as const;

const XSS = '<img src=x onerror=alert(1)>';
const LONG_NAME = 'N'.repeat(10_000);
const ARABIC = 'محمد الأحمد';
const EMOJI = '🚚 Truck 🚛';

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await untilAppOwnsPage(page);
}

/** Freezes the page's fake clock (installed before `goto`) so that `runFor` alone moves time. */
async function pauseClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

const field = (page: Page, name: RegExp) => page.getByLabel(name).and(page.locator('input, select'));

/** A field's error message, which MUI links to the field with aria-describedby. */
async function expectFieldError(locator: Locator, message: string) {
  await expect(locator).toHaveAttribute('aria-invalid', 'true');
  await expect(locator).toHaveAccessibleDescription(message);
}

async function pasteInto(locator: Locator, text: string) {
  await locator.evaluate((element, data) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', data);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
    );
  }, text);
}

for (const { label, viewport } of VIEWPORTS) {
  test.describe(`account screens at ${label}`, () => {
    test.use({ viewport });

    test.describe('login', () => {
      test('shows the branded header, titles, fields and links', async ({ page }) => {
        await open(page, '/login');
        await expect(
          page
            .getByRole('banner')
            .getByRole('link', { name: /FreightHub/ })
            .first(),
        ).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
        await expect(page.getByText('Sign in to your account')).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: 'Sign In' })).toBeVisible();
        await expect(page.getByText('Enter your credentials to access your account')).toBeVisible();
        await expect(field(page, /^Email/)).toHaveAttribute('type', 'email');
        await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
          'href',
          '/forgot-password',
        );
        await expect(page.getByRole('main').getByRole('link', { name: 'Sign up' })).toHaveAttribute(
          'href',
          '/signup',
        );
        await expect(page).toHaveTitle('Sign In · FreightHub');
        const noHorizontalScroll = await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        );
        expect(noHorizontalScroll).toBe(true);
      });

      test('the password toggle shows and hides the password', async ({ page }) => {
        await open(page, '/login');
        const password = field(page, /^Password/);
        await password.fill('s3cret');
        await page.getByRole('button', { name: 'Show password' }).click();
        await expect(password).toHaveAttribute('type', 'text');
        await expect(page.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await page.getByRole('button', { name: 'Hide password' }).click();
        await expect(password).toHaveAttribute('type', 'password');
        await expect(password).toHaveValue('s3cret');
      });

      test('"Signing in..." is disabled for 1.5 s, then the toast and /admin', async ({ page }) => {
        await page.clock.install();
        await open(page, '/login');
        await field(page, /^Email/).fill('ana@example.com');
        await field(page, /^Password/).fill('secret');
        await pauseClock(page);
        await page.getByRole('button', { name: 'Sign In' }).click();
        await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
        await page.clock.runFor(1499);
        await expect(page).toHaveURL(/\/login$/);
        await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
        await page.clock.runFor(1);
        await expect(page).toHaveURL(/\/admin$/);
        await expect(toasts(page).getByText('Login Successful')).toBeVisible();
        await expect(toasts(page).getByText('Welcome back to FreightHub')).toBeVisible();
      });

      test('bad input: messages at the fields, nothing lost, nothing executed', async ({ page }) => {
        const dialogs = watchDialogs(page);
        await open(page, '/login');
        await page.getByRole('button', { name: 'Sign In' }).click();
        await expectFieldError(field(page, /^Email/), 'Enter your email address.');
        await expectFieldError(field(page, /^Password/), 'Enter your password.');
        await expect(field(page, /^Email/)).toBeFocused();
        for (const email of [XSS, ARABIC, EMOJI, LONG_NAME, 'ana@example']) {
          await field(page, /^Email/).fill(email);
          await field(page, /^Password/).fill(`${XSS} ${EMOJI}`);
          await page.getByRole('button', { name: 'Sign In' }).click();
          await expectFieldError(
            field(page, /^Email/),
            // Issue 10: an address over 254 characters is too long before it is malformed.
            email === LONG_NAME
              ? 'Use at most 254 characters.'
              : 'Enter a valid email address, such as name@example.com.',
          );
          await expect(field(page, /^Email/)).toHaveValue(email);
          await expect(field(page, /^Password/)).toHaveValue(`${XSS} ${EMOJI}`);
        }
        await expect(page).toHaveURL(/\/login$/);
        await expect(page.locator('main img')).toHaveCount(0);
        expect(dialogs).toEqual([]);
      });
    });

    test.describe('sign-up', () => {
      async function fillValid(page: Page) {
        await field(page, /^Full name/).fill('Ana Pérez');
        await field(page, /^Email/).fill('ana@example.com');
        await field(page, /^Phone/).fill('+34 600 000 000');
        await field(page, /^Role/).selectOption('driver');
        await field(page, /^Password/).fill('secret');
        await field(page, /^Confirm password/).fill('secret');
      }

      test('company name only for broker, shipper and carrier; legal links; role from ?role=', async ({
        page,
      }) => {
        await open(page, '/signup?role=driver');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create an account');
        await expect(field(page, /^Role/)).toHaveValue('driver');
        await expect(field(page, /^Company name/)).toHaveCount(0);
        for (const role of ['broker', 'shipper', 'carrier']) {
          await field(page, /^Role/).selectOption(role);
          await expect(field(page, /^Company name/)).toBeVisible();
        }
        await field(page, /^Company name/).fill('Acme');
        await field(page, /^Role/).selectOption('driver');
        await expect(field(page, /^Company name/)).toHaveCount(0);
        await expect(page.getByRole('link', { name: /Terms of Service/ })).toHaveAttribute(
          'href',
          '/terms-of-service',
        );
        await expect(page.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute(
          'href',
          '/privacy-policy',
        );
        await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
          'href',
          '/login',
        );
        await expect(page.getByRole('button', { name: 'Show password' })).toHaveCount(2);

        await open(page, '/signup?role=admin');
        await expect(field(page, /^Role/)).toHaveValue('');
      });

      test('every empty required field shows its message', async ({ page }) => {
        await open(page, '/signup');
        await page.getByRole('button', { name: 'Create account' }).click();
        await expectFieldError(field(page, /^Full name/), 'Enter your full name.');
        await expectFieldError(field(page, /^Email/), 'Enter your email address.');
        await expectFieldError(field(page, /^Phone/), 'Enter your phone number.');
        await expectFieldError(field(page, /^Role/), 'Select your role.');
        await expectFieldError(field(page, /^Password/), 'Enter your password.');
        await expectFieldError(field(page, /^Confirm password/), 'Confirm your password.');
        await field(page, /^Role/).selectOption('shipper');
        await page.getByRole('button', { name: 'Create account' }).click();
        await expectFieldError(field(page, /^Company name/), 'Enter your company name.');
      });

      test('different passwords and unticked terms give the "Error" toasts and stop', async ({ page }) => {
        await open(page, '/signup');
        await fillValid(page);
        await page.getByRole('button', { name: 'Create account' }).click();
        await expect(toasts(page).getByText('Please agree to the terms and conditions')).toBeVisible();
        await expect(toasts(page).getByText('Error')).toBeVisible();
        await toasts(page).getByRole('button', { name: 'Close toast' }).click();
        await expect(toasts(page).getByText('Error')).toHaveCount(0);

        await page.getByRole('checkbox', { name: /I agree/ }).check();
        await field(page, /^Confirm password/).fill('other');
        await page.getByRole('button', { name: 'Create account' }).click();
        await expect(toasts(page).getByText('Passwords do not match')).toBeVisible();
        await expect(page).toHaveURL(/\/signup$/);
        await expect(field(page, /^Full name/)).toHaveValue('Ana Pérez');
      });

      test('success after 2 s: toast Account Created, then /login', async ({ page }) => {
        await page.clock.install();
        await open(page, '/signup');
        await fillValid(page);
        await page.getByRole('checkbox', { name: /I agree/ }).check();
        await pauseClock(page);
        await page.getByRole('button', { name: 'Create account' }).click();
        await expect(page.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
        await page.clock.runFor(1999);
        await expect(page).toHaveURL(/\/signup$/);
        await page.clock.runFor(1);
        await expect(page).toHaveURL(/\/login$/);
        await expect(toasts(page).getByText('Account Created')).toBeVisible();
        await expect(toasts(page).getByText('Please check your email to verify your account.')).toBeVisible();
      });

      test('bad input: long, HTML, Arabic and emoji names are text; nothing lost or executed', async ({
        page,
      }) => {
        const dialogs = watchDialogs(page);
        await open(page, '/signup');
        for (const name of [LONG_NAME, XSS, ARABIC, EMOJI]) {
          await field(page, /^Full name/).fill(name);
          await field(page, /^Email/).fill(XSS);
          await field(page, /^Phone/).fill(EMOJI);
          await page.getByRole('button', { name: 'Create account' }).click();
          await expect(field(page, /^Full name/)).toHaveValue(name);
          // Issue 10: a name over 100 characters gets its message (and is kept as typed).
          if (name === LONG_NAME)
            await expectFieldError(field(page, /^Full name/), 'Use at most 100 characters.');
          else await expect(field(page, /^Full name/)).not.toHaveAttribute('aria-invalid', 'true');
          await expectFieldError(
            field(page, /^Email/),
            'Enter a valid email address, such as name@example.com.',
          );
          await expect(field(page, /^Email/)).toHaveValue(XSS);
        }
        await expect(page.locator('main img')).toHaveCount(0);
        const noHorizontalScroll = await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        );
        expect(noHorizontalScroll).toBe(true);
        expect(dialogs).toEqual([]);
      });
    });

    test.describe('forgot and reset password', () => {
      test('forgot password: email checked, then Check your email with its links', async ({
        page,
        consoleMessages,
      }) => {
        const dialogs = watchDialogs(page);
        await open(page, '/forgot-password');
        await page.getByRole('button', { name: 'Send Reset Link' }).click();
        await expectFieldError(field(page, /^Email/), 'Enter your email address.');
        await field(page, /^Email/).fill(XSS);
        await page.getByRole('button', { name: 'Send Reset Link' }).click();
        await expectFieldError(
          field(page, /^Email/),
          'Enter a valid email address, such as name@example.com.',
        );
        await field(page, /^Email/).fill('ana@example.com');
        await page.getByRole('button', { name: 'Send Reset Link' }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');
        await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
        await expect(page.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
        expect(consoleMessages.some((m) => m.includes('reset link requested'))).toBe(true);
        await page.getByRole('link', { name: 'I have the reset code' }).click();
        await expect(page).toHaveURL(/\/reset-password$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset password');
        expect(dialogs).toEqual([]);
      });

      test('reset password: all fields required, then /login', async ({ page }) => {
        const dialogs = watchDialogs(page);
        await open(page, '/reset-password');
        await expect(field(page, /^Reset code/)).toHaveAttribute('placeholder', 'Enter 6-digit code');
        await page.getByRole('button', { name: 'Reset Password' }).click();
        await expectFieldError(field(page, /^Reset code/), 'Enter the reset code from your email.');
        await expectFieldError(field(page, /^New password/), 'Enter a new password.');
        await expectFieldError(field(page, /^Confirm password/), 'Confirm your password.');
        await expect(page.getByRole('button', { name: 'Show password' })).toHaveCount(2);
        await field(page, /^Reset code/).fill(`${XSS}${ARABIC}`);
        await field(page, /^New password/).fill(EMOJI);
        await field(page, /^Confirm password/).fill(LONG_NAME);
        await page.getByRole('button', { name: 'Reset Password' }).click();
        await expect(page).toHaveURL(/\/login$/);
        expect(dialogs).toEqual([]);
      });
    });

    test.describe('code verification', () => {
      const box = (page: Page, n: number) => page.getByRole('textbox', { name: `Digit ${n} of 6` });
      const code = async (page: Page) => {
        const digits: string[] = [];
        for (let n = 1; n <= 6; n += 1) digits.push(await box(page, n).inputValue());
        return digits.join('');
      };

      test('typing moves on, Backspace moves back, a paste fills all six, Verify Code goes to /admin', async ({
        page,
      }) => {
        await open(page, '/otp-verification');
        await expect(box(page, 1)).toHaveAttribute('autocomplete', 'one-time-code');
        await expect(box(page, 1)).toHaveAttribute('inputmode', 'numeric');
        const verify = page.getByRole('button', { name: 'Verify Code' });
        await expect(verify).toBeDisabled();

        await box(page, 1).click();
        await page.keyboard.type('12x3');
        await expect(box(page, 4)).toBeFocused();
        expect(await code(page)).toBe('123');
        await page.keyboard.press('Backspace');
        await expect(box(page, 3)).toBeFocused();
        await page.keyboard.press('Backspace');
        expect(await code(page)).toBe('12');
        await expect(box(page, 3)).toBeFocused();
        await page.keyboard.type('345');
        await expect(verify).toBeDisabled();

        await pasteInto(box(page, 2), '654321');
        expect(await code(page)).toBe('654321');
        await expect(box(page, 6)).toBeFocused();
        await expect(verify).toBeEnabled();
        await verify.click();
        await expect(page).toHaveURL(/\/admin$/);
      });

      test('Resend Code only after the 60 s countdown, which restarts on resend', async ({ page }) => {
        await page.clock.install();
        await open(page, '/otp-verification');
        await pauseClock(page);
        const resend = page.getByRole('button', { name: 'Resend Code' });
        await expect(resend).toBeDisabled();
        const countdown = page.getByTestId('resend-countdown');
        const shown = Number(/(\d+) s/.exec((await countdown.textContent()) ?? '')?.[1]);
        expect(shown).toBeGreaterThan(50);
        // The next tick is at most 1 s away: after shown-1 more seconds the button is still off.
        await page.clock.runFor((shown - 1) * 1000);
        await expect(resend).toBeDisabled();
        await expect(countdown).toHaveText('Resend code in 1 s');
        await page.clock.runFor(1000);
        await expect(resend).toBeEnabled();
        await expect(
          page.getByRole('status').filter({ hasText: 'You can now request a new code.' }),
        ).toBeAttached();

        await resend.click();
        await expect(resend).toBeDisabled();
        await expect(countdown).toHaveText('Resend code in 60 s');
        await expect(toasts(page).getByText('Code sent')).toBeVisible();
        await page.clock.runFor(59_000);
        await expect(countdown).toHaveText('Resend code in 1 s');
        await expect(resend).toBeDisabled();
        await page.clock.runFor(1000);
        await expect(resend).toBeEnabled();
      });
    });

    test.describe('accessibility', () => {
      /** Each page, with its field messages showing where it has a form. */
      const PAGES = [
        { url: '/login', hasForm: true },
        { url: '/signup?role=carrier', hasForm: true },
        { url: '/forgot-password', hasForm: true },
        { url: '/reset-password', hasForm: true },
        { url: '/otp-verification', hasForm: false },
      ] as const;

      for (const { url, hasForm } of PAGES) {
        test(`${url} has no axe violations in light, dark and Arabic`, async ({ page }) => {
          test.setTimeout(2 * TEST_TIMEOUT_MS); // three loads and three scans
          const scan = async (what: string) => {
            await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
            if (hasForm) {
              await page.getByRole('main').locator('button[type="submit"]').click();
              await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
            }
            await settleAnimations(page);
            expect(await axeViolations(page), what).toEqual([]);
          };
          for (const scheme of ['light', 'dark'] as const) {
            await page.emulateMedia({ colorScheme: scheme });
            await page.goto(url);
            await expect(page.locator('html')).toHaveAttribute('data-color-mode', scheme);
            await scan(scheme);
          }
          await page.addInitScript((key) => {
            window.localStorage.setItem(
              key,
              JSON.stringify({
                preferences: JSON.stringify({ theme: 'system', language: 'ar' }),
                _persist: JSON.stringify({ version: 1, rehydrated: true }),
              }),
            );
          }, STORAGE_KEY);
          await page.emulateMedia({ colorScheme: 'light' });
          await page.goto(url);
          await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
          await scan('Arabic');
        });
      }
    });
  });
}
