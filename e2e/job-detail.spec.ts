import { expect as fixtureExpect, test } from './fixtures';
import {
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  expectToast,
  LOAD_TIMEOUT_MS,
  navigateInApp,
  savePreferencesBeforeLoad,
  TEST_TIMEOUT_MS,
} from './helpers';

const expect = fixtureExpect.configure({ timeout: LOAD_TIMEOUT_MS });
test.describe.configure({ timeout: TEST_TIMEOUT_MS });

/** Active, with pending applicants Aisha Hall and Olivia Wilson; its assignment waits for a driver. */
const JOB = '/admin/jobs/JOB-1001';
const TITLE = 'Refrigerated Produce Delivery';
/** DRV-010, verified: user USR-015. */
const DRIVER = { id: 'DRV-010', userId: 'USR-015', name: 'Thomas Taylor' };

test('job detail: approve and reject applicants, assign a verified driver, and see the assignment elsewhere', async ({
  page,
}) => {
  await page.goto(JOB);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  // The documents grid loads lazily: scan the page with it.
  await expect(page.getByRole('grid', { name: `Documents of ${TITLE}` })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Approve Aisha Hall' }).click();
  await expectToast(page, 'Applicant Approved', `Aisha Hall has been approved for ${TITLE}.`);
  await page.getByRole('button', { name: 'Reject Olivia Wilson' }).click();
  await expectToast(
    page,
    'Applicant Rejected',
    `The application of Olivia Wilson for ${TITLE} has been rejected.`,
    'default',
  );
  // Decided: their buttons stay, inactive, with the machine's reason.
  await expect(page.getByRole('button', { name: 'Approve Aisha Hall' })).toHaveAccessibleDescription(
    'Already reviewed.',
  );
  await expect(page.getByRole('button', { name: 'Reject Olivia Wilson' })).toHaveAccessibleDescription(
    'Already rejected.',
  );

  await page.getByRole('combobox', { name: 'Verified driver' }).selectOption(DRIVER.id);
  await page.getByRole('button', { name: 'Assign Driver' }).click();
  await expectToast(page, 'Driver Assigned', `${DRIVER.name} is now assigned to ${TITLE}.`);
  await expect(page.locator('header').getByText('In Progress')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '5');
  await expect(page.getByRole('region', { name: 'Applicants' })).toHaveCount(0);

  // The driver's user page lists the job in Job History.
  await page.getByRole('region', { name: 'Assignment' }).getByRole('link', { name: DRIVER.name }).click();
  await expect(page).toHaveURL(`/admin/users/${DRIVER.userId}`);
  await page.getByRole('tab', { name: 'Job History' }).click();
  await expect(page).toHaveURL(`/admin/users/${DRIVER.userId}?tab=history`);
  await expect(
    page.getByRole('grid', { name: 'Job History' }).getByRole('link', { name: 'JOB-1001' }),
  ).toBeVisible();

  // Job Assignments shows the driver on the job's row.
  await navigateInApp(page, '/admin/jobs/assignments');
  await expect(page.getByRole('row').filter({ hasText: TITLE })).toContainText(DRIVER.name);
});

test('job detail: no axe violations in dark, and fits 375 px', async ({ page }) => {
  await savePreferencesBeforeLoad(page, { theme: 'dark', language: 'en' });
  await page.goto(JOB);
  await expect(page.getByRole('button', { name: 'Assign Driver' })).toBeVisible();
  await expect(page.getByRole('grid', { name: `Documents of ${TITLE}` })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('list', { name: `Documents of ${TITLE}` })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

test('job detail in Arabic has no axe violations', async ({ page }) => {
  await savePreferencesBeforeLoad(page, { theme: 'light', language: 'ar' });
  await page.goto(JOB);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'قبول Aisha Hall' })).toBeVisible();
  await expect(page.getByRole('grid', { name: `مستندات ${TITLE}` })).toBeVisible();
  await expectNoAxeViolations(page);
});
