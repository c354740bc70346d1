import { test as plainTest, type Page } from '@playwright/test';
import { seedJobs } from '../src/features/jobs/jobsSlice';
import { savedEntry, savedRecords, tamperWithRecord } from './database';
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

    // The defaults apply: system theme (light here) and English, from the first script on: no
    // other language's texts were preloaded (the browser warns of a preload left unused).
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const preloadedTexts = await page
      .locator('link[rel="preload"][href*="/i18n-"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const href of preloadedTexts) expect(href).toMatch(/\/i18n-(admin|shell)-en\./);
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

/*
 * The admin domains live in IndexedDB (src/store/idb/). The previous version of the app kept each
 * under its own local-storage key (src/store/localStorageDomains.ts): such data is moved once.
 */

const domainKey = (domain: string) => `${STORAGE_KEY}/${domain}`;
const savedDomain = (state: unknown, version = 1) => JSON.stringify({ version, state });
const NOTHING_UNREAD = savedDomain({ ids: [], entities: {} });

/** Puts these domain keys in local storage before the app's first load only. */
async function seedDomains(page: Page, items: Record<string, string>) {
  await page.addInitScript((entries) => {
    if (window.sessionStorage.getItem('e2e-seeded')) return;
    window.sessionStorage.setItem('e2e-seeded', '1');
    for (const [key, value] of entries) window.localStorage.setItem(key, value);
  }, Object.entries(items));
}

test('moved from local storage: a broken slice gets its sample data alone; jobs from before postedBy are migrated', async ({
  page,
}) => {
  const jobs = seedJobs(new Date());
  const [firstId] = jobs.ids;
  const entities = Object.fromEntries(
    Object.entries(jobs.entities).map(([id, job]) => {
      const { postedBy: _postedBy, ...old } = job!;
      return [id, id === firstId ? { ...old, title: 'Kept through the update' } : old];
    }),
  );
  await seedDomains(page, {
    [domainKey('users')]: '{not json',
    [domainKey('jobs')]: savedDomain({ ...jobs, entities }, 1),
    [domainKey('notifications')]: NOTHING_UNREAD,
  });
  await page.goto('/admin');
  const notice = page.getByRole('status').filter({ hasText: 'Saved data for Users could not be read' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  await page.goto(`/admin/jobs/${firstId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kept through the update' })).toBeVisible();
  // Told once: the repaired data was saved, so the next page load says nothing.
  await expect(page.locator('[data-notice]')).toHaveCount(0);
  // Moved into the database, and gone from local storage.
  expect(await savedEntry(page, 'meta', 'jobs')).toMatchObject({ version: 2 });
  expect(await page.evaluate((key) => window.localStorage.getItem(key), domainKey('jobs'))).toBeNull();
});

test('a tampered record in the database: that domain alone gets its sample data, with the notice, once', async ({
  page,
}) => {
  await page.goto('/admin/notifications');
  // A change saves both domains: notifications (one read), users (a suspension, to see it undone).
  await page
    .getByRole('button', { name: /^Mark .+ as read$/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Notifications, 5 unread' })).toBeVisible();
  // Saved before the page is left (the save is asynchronous: a navigation could cut it short).
  await expect
    .poll(async () => {
      const { records } = await savedRecords(page, 'notifications');
      return Object.values(records).filter((record) => !(record as { read: boolean }).read).length;
    })
    .toBe(5);
  await page.goto('/admin/users/USR-001');
  await page
    .getByRole('group', { name: 'Status actions' })
    .getByRole('button', { name: 'Suspend User' })
    .click();
  await expect.poll(() => savedEntry(page, 'users', 'USR-001')).toMatchObject({ status: 'suspended' });

  await tamperWithRecord(page, 'users', 'USR-002', { status: 'banned' });
  await page.goto('/admin/notifications');
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved data for Users could not be read' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications, 5 unread' })).toBeVisible();
  // The sample data is saved in place of the tampered domain (in the background) before the page is
  // left: a navigation could cut that write short, and the next load would find the record again.
  await expect
    .poll(async () => ((await savedEntry(page, 'users', 'USR-002')) as { status?: string }).status)
    .not.toBe('banned');
  await page.goto('/admin/users/USR-001');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Status actions' }).getByRole('button', { name: 'Suspend User' }),
  ).toBeVisible();
  await expect(page.locator('[data-notice]')).toHaveCount(0);
});

test('storage disabled: the app runs on the sample data and says changes will not be kept', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get: () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
  });
  await page.goto('/admin/notifications');
  await expect(
    page.getByRole('status').filter({ hasText: 'so changes will not be kept after you leave' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Mark All Read' }).click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});

test('IndexedDB refused: the app runs in memory and says changes will not be kept', async ({ page }) => {
  await page.addInitScript(() => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    };
  });
  await page.goto('/admin/notifications');
  const notice = page.getByRole('status').filter({ hasText: 'so changes will not be kept after you leave' });
  await expect(notice).toBeVisible();
  await page.getByRole('button', { name: 'Mark All Read' }).click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  // Nothing was kept: a reload has the sample data again, and says so again.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Notifications, 6 unread' })).toBeVisible();
  await expect(notice).toBeVisible();
});

test('a full database: changes are not being saved, said once, until a later write works', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (...args: Parameters<IDBObjectStore['put']>) {
      if ((window as { e2eFull?: boolean }).e2eFull) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      return put.apply(this, args);
    };
  });
  await page.goto('/admin/notifications');
  const markOne = page.getByRole('button', { name: /^Mark .+ as read$/ }).first();
  await expect(markOne).toBeVisible();
  await page.evaluate(() => ((window as { e2eFull?: boolean }).e2eFull = true));

  await markOne.click();
  const notice = page.getByRole('status').filter({ hasText: 'Changes are not being saved' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications, 5 unread' })).toBeVisible();

  await page.evaluate(() => ((window as { e2eFull?: boolean }).e2eFull = false));
  await markOne.click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Notifications, 4 unread' })).toBeVisible();
});

// Without the fixture's console check: React reports the error its boundary caught, checked here.
// A page's domain refused: the page's error view inside the layout. A domain of the layout refused:
// the area's own error view (not the app's generic screen, whose only way out is a reload).
for (const [domain, path, heading] of [
  ['payments', '/admin/payments', 'Payments'],
  ['notifications', '/admin/users', 'User Management'],
] as const) {
  plainTest(
    `the database refuses to read ${domain}: the error view, and Try again reads it once it can`,
    async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      // The domain's read is refused until the test lets it through (a flag in session storage).
      await page.addInitScript((refused) => {
        const native = IDBObjectStore.prototype.count;
        IDBObjectStore.prototype.count = function (this: IDBObjectStore, ...args) {
          if (this.name === refused && !sessionStorage.getItem('e2e-readable')) {
            (window as { refusals?: number }).refusals =
              ((window as { refusals?: number }).refusals ?? 0) + 1;
            throw new DOMException('The read was refused.', 'UnknownError');
          }
          return native.apply(this, args);
        };
      }, domain);
      await page.goto(path);
      const errorView = page.getByRole('heading', { level: 1, name: 'This page could not be shown' });
      await expect(errorView).toBeVisible();
      // Still refused: read again (one more refusal), refused again, the view again.
      const refusals = () => page.evaluate(() => (window as { refusals?: number }).refusals ?? 0);
      const before = await refusals();
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect.poll(refusals).toBeGreaterThan(before);
      await expect(errorView).toBeVisible();
      await page.evaluate(() => sessionStorage.setItem('e2e-readable', '1'));
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('main [role="row"][data-id]').first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      expect(problems.every((text) => text.includes('The read was refused.'))).toBe(true);
    },
  );
}
