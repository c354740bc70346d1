import type { Page } from '@playwright/test';
import { axeViolations, expect as baseExpect, STORAGE_KEY, test } from './fixtures';
import { LOAD_TIMEOUT_MS, settleAnimations, TEST_TIMEOUT_MS, toasts, untilAppOwnsPage } from './helpers';

const expect = baseExpect.configure({ timeout: LOAD_TIMEOUT_MS });

const FIGURES = ['10K+', '5K+', '99.9%', '24/7', '2 min', '$2.5M+', '98%', '4.8', '4.9', '50K+'];
const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 800, mobile: false },
  { name: 'mobile', width: 375, height: 780, mobile: true },
] as const;

async function open(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await untilAppOwnsPage(page); // the menu and the form answer from then on
}

/** The link to a landing section in the header, opening the mobile menu first if there is one. */
async function headerLink(page: Page, name: string, mobile: boolean) {
  if (mobile) await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('banner').getByRole('link', { name, exact: true });
}

const sectionTop = (page: Page, id: string) =>
  page.evaluate(
    (sectionId) => Math.round(document.getElementById(sectionId)!.getBoundingClientRect().top),
    id,
  );

/** Scrolls through the page so every fade-in has run, then waits for them to end (for axe). */
async function revealAll(page: Page) {
  // The page paints before the app has started (the start-up runs in short tasks, issue 22): a
  // section scrolled past before its observer exists is revealed on the next pass, as for a reader
  // scrolling back.
  await expect(async () => {
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
        window.scrollTo({ top: y, behavior: 'instant' });
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      window.scrollTo({ top: 0, behavior: 'instant' });
    });
    await expect(page.locator('[data-revealed="false"]')).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: LOAD_TIMEOUT_MS });
  await settleAnimations(page);
}

test.describe.configure({ timeout: TEST_TIMEOUT_MS });

for (const viewport of VIEWPORTS) {
  test.describe(`landing page at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the header changes style after 50 px of scroll', async ({ page }) => {
      await open(page);
      const header = page.getByRole('banner');
      await expect(header).toHaveAttribute('data-scrolled', 'false');
      const before = await header.evaluate((el) => getComputedStyle(el).boxShadow);
      await page.evaluate(() => window.scrollTo({ top: 40, behavior: 'instant' }));
      await expect(header).toHaveAttribute('data-scrolled', 'false');
      await page.evaluate(() => window.scrollTo({ top: 120, behavior: 'instant' }));
      await expect(header).toHaveAttribute('data-scrolled', 'true');
      await expect.poll(() => header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe(before);
      expect(await header.evaluate((el) => el.getBoundingClientRect().top)).toBe(0); // sticky
    });

    test('Services scrolls smoothly for 1.5 s to 80 px below the top', async ({ page }) => {
      await page.clock.install();
      await open(page);
      // From here the page's clock (timers, animation frames, performance.now) moves only when told.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      const start = await sectionTop(page, 'services');
      await (await headerLink(page, 'Services', viewport.mobile)).click();
      await page.clock.runFor(750);
      const midway = await sectionTop(page, 'services');
      expect(midway).toBeLessThan(start);
      expect(midway).toBeGreaterThan(80);
      await page.clock.runFor(800);
      await expect.poll(() => sectionTop(page, 'services')).toBe(80);
      if (viewport.mobile)
        await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
          'aria-expanded',
          'false',
        );
      await expect(page).toHaveURL(/\/$/);
    });

    test('from the privacy policy, Services opens /#services scrolled to the section', async ({ page }) => {
      await page.goto('/privacy-policy');
      await (await headerLink(page, 'Services', viewport.mobile)).click();
      await expect(page).toHaveURL(/\/#services$/);
      await expect(page.locator('#services')).toBeAttached(); // the landing page has loaded
      await expect.poll(() => sectionTop(page, 'services')).toBe(80);
    });

    test('Login, Get Started and Admin Panel targets', async ({ page }) => {
      await open(page);
      if (viewport.mobile) await page.getByRole('button', { name: 'Open menu' }).click();
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
      await expect(header.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
      await expect(header.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
      await header.getByRole('link', { name: 'Get Started' }).click();
      await expect(page).toHaveURL(/\/signup$/);
    });

    test('every marketing figure is on the page, and the revenue chart is a named svg', async ({ page }) => {
      await open(page);
      const text = await page.locator('body').innerText();
      for (const figure of FIGURES) expect(text).toContain(figure);
      const chart = page.getByRole('img', { name: 'Revenue trend' });
      await expect(chart).toHaveCount(1);
      expect(await chart.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
      await expect(chart).toHaveAccessibleDescription(/Monthly revenue rose from/);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(/Monday to Friday\s*8:00\sAM to 6:00\sPM/);
      await expect(footer).toContainText(/Saturday\s*9:00\sAM to 4:00\sPM/);
      await expect(footer).toContainText(/Sunday\s*Closed/);
      await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
        'href',
        '/privacy-policy',
      );
      await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
        'href',
        '/terms-of-service',
      );
    });

    test('contact form: field messages, bad input kept as text, success toast and empty form', async ({
      page,
    }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await open(page, '/#contact');
      const form = page.getByRole('form', { name: 'Contact form' });
      const name = form.getByRole('textbox', { name: /Full name/ });
      const email = form.getByRole('textbox', { name: /Email/ });
      const message = form.getByRole('textbox', { name: /Message/ });
      const send = form.getByRole('button', { name: 'Send Message' });

      await send.click();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toHaveAccessibleDescription('Please enter your full name');
      await expect(email).toHaveAccessibleDescription('Please enter your email');
      await expect(message).toHaveAccessibleDescription('Please enter a message');

      await email.fill('someone@nowhere');
      await send.click();
      await expect(email).toHaveAccessibleDescription('Please enter a valid email address');

      const longName = `${'N'.repeat(10_000)}<img src=x onerror=alert(1)> مرحبا 🚚`;
      await name.fill(longName);
      await form.getByRole('textbox', { name: /Company/ }).fill('<script>alert(2)</script>');
      await message.fill('<b>bold?</b> شحنة 📦');
      await expect(name).toHaveValue(longName);
      await expect(email).toHaveValue('someone@nowhere');
      await email.fill('someone@example.com');
      await send.click();
      // Issue 10: a name over 100 characters is refused at the field and kept as typed.
      await expect(name).toHaveAccessibleDescription('Use at most 100 characters.');
      await expect(name).toHaveValue(longName);
      await name.fill('<img src=x onerror=alert(1)> مرحبا 🚚');
      await send.click();

      const toast = toasts(page);
      await expect(toast).toContainText('Message Sent!');
      await expect(toast).toContainText("Thank you for contacting us. We'll get back to you soon.");
      await expect(name).toHaveValue('');
      await expect(email).toHaveValue('');
      await expect(message).toHaveValue('');
      expect(await page.locator('main img').count()).toBe(0);
      expect(dialogs).toEqual([]);
    });

    if (viewport.mobile) {
      test('the menu button toggles the links and closes after one is followed', async ({ page }) => {
        await open(page);
        const button = page.getByRole('button', { name: 'Open menu' });
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        const menu = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
        await expect(menu).toBeHidden();
        await button.click();
        const close = page.getByRole('button', { name: 'Close menu' });
        await expect(close).toHaveAttribute('aria-expanded', 'true');
        await expect(menu.getByRole('link', { name: 'Features' })).toBeVisible();
        await close.click();
        await expect(menu).toBeHidden();
        await button.click();
        await menu.getByRole('link', { name: 'Features' }).click();
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await expect(menu).toBeHidden();
        await expect.poll(() => sectionTop(page, 'features'), { timeout: 5000 }).toBe(80);
      });
    } else {
      test('the section links are in the header without a menu button', async ({ page }) => {
        await open(page);
        await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
        const nav = page.getByRole('navigation', { name: 'Site' });
        for (const name of ['Home', 'Services', 'Mobile App', 'Features', 'Contact'])
          await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
      });
    }

    for (const variant of ['light', 'dark', 'arabic'] as const) {
      test(`axe finds no violations (${variant})`, async ({ page }) => {
        if (variant === 'dark') await page.emulateMedia({ colorScheme: 'dark' });
        if (variant === 'arabic')
          await page.addInitScript((key) => {
            localStorage.setItem(
              key,
              JSON.stringify({
                preferences: JSON.stringify({ theme: 'system', language: 'ar' }),
                _persist: JSON.stringify({ version: 1, rehydrated: true }),
              }),
            );
          }, STORAGE_KEY);
        await open(page);
        if (variant === 'arabic') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        await revealAll(page);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

test('reduced motion: content shows at once and the section links jump', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page);
  await expect(page.locator('[data-revealed="false"]')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Contact' }).click();
  expect(await sectionTop(page, 'contact')).toBe(80);
});
