import type { Page } from '@playwright/test';
import { axeViolations, expect as fixtureExpect, STORAGE_KEY, test } from './fixtures';
import { settleAnimations, LOAD_TIMEOUT_MS, TEST_TIMEOUT_MS } from './helpers';

/** A loaded 2-core machine needs seconds for a first render: wait longer than the default. */
const expect = fixtureExpect.configure({ timeout: LOAD_TIMEOUT_MS });
test.describe.configure({ timeout: TEST_TIMEOUT_MS });

/** Spec 2.1: the legal pages and the older variant's short paths to the same pages. */
const PAGES = [
  { path: '/privacy-policy', title: 'Privacy Policy' },
  { path: '/privacy', title: 'Privacy Policy' },
  { path: '/terms-of-service', title: 'Terms of Service' },
  { path: '/terms', title: 'Terms of Service' },
] as const;

const VIEWPORTS = [
  { width: 1366, height: 800 },
  { width: 375, height: 780 },
] as const;

/** Seeds the saved preferences before the app starts, as a returning visitor would have them. */
async function seedLanguage(page: Page, language: string) {
  await page.addInitScript(
    ([key, lang]) => {
      if (!window.localStorage.getItem(key!))
        window.localStorage.setItem(
          key!,
          JSON.stringify({
            preferences: JSON.stringify({ theme: 'system', language: lang }),
            _persist: JSON.stringify({ version: 1, rehydrated: true }),
          }),
        );
    },
    [STORAGE_KEY, language],
  );
}

/** Today in the browser, long style, in `language`: what "Last updated" must show. */
const todayIn = (page: Page, language: string) =>
  page.evaluate((lang) => new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(new Date()), language);

async function open(page: Page, path: string, name?: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

for (const viewport of VIEWPORTS) {
  test.describe(`legal pages at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { path, title } of PAGES) {
      test(`${path} shows the ${title} page with one h1, and Back to Home goes to /`, async ({ page }) => {
        await open(page, path, title);
        await expect(page).toHaveTitle(`${title} · FreightHub`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeAttached();
        await page.getByRole('link', { name: 'Back to Home' }).click();
        await expect(page).toHaveURL(/\/$/);
      });
    }

    test('Last updated shows today in English, following the clock', async ({ page }) => {
      await page.clock.setFixedTime(new Date('2026-03-04T10:00:00'));
      await open(page, '/privacy-policy', 'Privacy Policy');
      expect(await todayIn(page, 'en')).toBe('March 4, 2026');
      await expect(page.getByTestId('last-updated')).toHaveText('Last updated: March 4, 2026');
      await expect(page.getByTestId('last-updated').locator('time')).toHaveAttribute(
        'datetime',
        '2026-03-04',
      );
    });

    test('Last updated shows the real today on the terms page', async ({ page }) => {
      await open(page, '/terms', 'Terms of Service');
      await expect(page.getByTestId('last-updated')).toHaveText(`Last updated: ${await todayIn(page, 'en')}`);
    });

    test('Last updated shows today in French, with the French page', async ({ page }) => {
      await seedLanguage(page, 'fr');
      await open(page, '/terms-of-service', 'Conditions d’utilisation');
      await expect(page.getByTestId('last-updated')).toHaveText(
        `Dernière mise à jour : ${await todayIn(page, 'fr')}`,
      );
      await expect(page.getByRole('note').first()).toContainText('la version anglaise prévaut');
    });

    test('the privacy policy states the legal points of spec 2.2', async ({ page }) => {
      await open(page, '/privacy-policy', 'Privacy Policy');
      const main = page.getByRole('main');
      await expect(main).toContainText('You must be at least 18 years old');
      await expect(main).toContainText("at least 30 days' notice of material changes");
      await expect(main).toContainText('GPS position');
      await expect(main).toContainText('payment processor');
    });

    test('the terms state the legal points of spec 2.2 and the spec 9 fees', async ({ page }) => {
      await open(page, '/terms-of-service', 'Terms of Service');
      const main = page.getByRole('main');
      await expect(main).toContainText('You must be at least 18 years old');
      await expect(main).toContainText("at least 30 days' notice of material changes");
      await expect(main).toContainText('non-refundable unless stated otherwise');
      await expect(main).toContainText('costs $25 for brokers and $15 for shippers');
      await expect(main).toContainText('A service fee of 5% of the amount');
    });

    test('the jurisdiction and arbitration organisation are visibly marked as to be filled', async ({
      page,
    }) => {
      await open(page, '/terms', 'Terms of Service');
      await expect(page.getByRole('note')).toContainText('placeholders that will be filled in');
      const law = page.getByRole('region', { name: 'Governing law and arbitration' });
      const marks = law.locator('mark');
      await expect(marks).toHaveCount(3);
      await marks.first().scrollIntoViewIfNeeded();
      await expect(marks.first()).toBeVisible();
      await expect(marks.first()).toHaveText(
        'Placeholder, still to be filled in: [Jurisdiction to be determined]',
      );
      await expect(law.locator('mark[data-placeholder="arbitrator"]')).toContainText(
        '[Arbitration organisation to be determined]',
      );
      const style = await marks.first().evaluate((el) => {
        const css = getComputedStyle(el);
        return { background: css.backgroundColor, border: css.borderStyle };
      });
      expect(style.background).not.toBe('rgba(0, 0, 0, 0)');
      expect(style.border).toBe('dashed');
    });

    test('a table-of-contents link brings its heading into view, clear of the sticky header', async ({
      page,
    }) => {
      await open(page, '/terms-of-service', 'Terms of Service');
      await page
        .getByRole('navigation', { name: 'On this page' })
        .getByRole('link', { name: 'Escrow' })
        .click();
      await expect(page).toHaveURL(/#terms-escrow$/);
      const heading = page.getByRole('heading', { level: 2, name: 'Escrow' });
      await expect(heading).toBeInViewport();
      const headerBottom = (await page.getByRole('banner').boundingBox())!;
      const headingBox = (await heading.boundingBox())!;
      expect(headingBox.y).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height);
    });

    test('the text column stays readable and nothing overflows sideways', async ({ page }) => {
      await open(page, '/privacy-policy', 'Privacy Policy');
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
        article: document.querySelector('article')!.getBoundingClientRect().width,
        // One "ch" in the text's own font: the width of a "0", measured rather than assumed, since
        // it is 0.57 em in Noto Sans and 0.64 em in DejaVu Sans.
        ch: (() => {
          const probe = document.createElement('span');
          probe.textContent = '0'.repeat(70);
          probe.style.whiteSpace = 'pre';
          document.querySelector('article p')!.append(probe);
          const width = probe.getBoundingClientRect().width / 70;
          probe.remove();
          return width;
        })(),
      }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
      // About 70 characters at most.
      expect(widths.article).toBeLessThanOrEqual(widths.ch * 70 + 1);
    });

    test('Arabic: right to left, translated, with the date in Arabic', async ({ page }) => {
      await seedLanguage(page, 'ar');
      await open(page, '/terms-of-service', 'شروط الخدمة');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByTestId('last-updated')).toHaveText(`آخر تحديث: ${await todayIn(page, 'ar')}`);
      await expect(
        page.getByRole('region', { name: 'القانون الواجب التطبيق والتحكيم' }).locator('mark'),
      ).toHaveCount(3);
    });

    for (const path of ['/privacy-policy', '/terms-of-service']) {
      for (const scheme of ['light', 'dark'] as const) {
        test(`${path} has no axe violations (${scheme})`, async ({ page }) => {
          await page.emulateMedia({ colorScheme: scheme });
          await open(page, path);
          await expect(page.locator('html')).toHaveAttribute('data-color-mode', scheme);
          await settleAnimations(page);
          expect(await axeViolations(page)).toEqual([]);
        });
      }

      test(`${path} has no axe violations in Arabic (dark)`, async ({ page }) => {
        await seedLanguage(page, 'ar');
        await page.emulateMedia({ colorScheme: 'dark' });
        await open(page, path);
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        await settleAnimations(page);
        expect(await axeViolations(page)).toEqual([]);
      });

      test(`${path} has no axe violations in Arabic (light)`, async ({ page }) => {
        await seedLanguage(page, 'ar');
        await page.emulateMedia({ colorScheme: 'light' });
        await open(page, path);
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        await settleAnimations(page);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
