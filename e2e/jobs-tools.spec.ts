import { expect as fixtureExpect, test } from './fixtures';
import {
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  expectToast,
  LOAD_TIMEOUT_MS,
  navigateInApp,
  savePreferencesBeforeLoad,
  TEST_TIMEOUT_MS,
  toasts,
} from './helpers';

const expect = fixtureExpect.configure({ timeout: LOAD_TIMEOUT_MS });
test.describe.configure({ timeout: TEST_TIMEOUT_MS });

/** Active, with pending applicant Aisha Hall. */
const JOB = '/admin/jobs/JOB-1001';
const TITLE = 'Refrigerated Produce Delivery';

test('jobs tools: undo a pause, refused actions say why, activity and lifecycle on the details', async ({
  page,
}) => {
  // My Jobs: Pause an active job, then Undo from the toast: it is active again.
  await page.goto('/admin/profile/jobs?tab=active');
  const pause = page.getByRole('button', { name: /^Pause / }).first();
  const title = (await pause.getAttribute('aria-label'))!.replace(/^Pause /, '');
  await pause.click();
  const paused = toasts(page).locator('.notistack-MuiContent').filter({ hasText: 'Job Paused' });
  await expect(paused).toContainText(`${title} is now a draft and takes no applications.`);
  await paused.getByRole('button', { name: 'Undo' }).click();
  await expectToast(page, 'Change undone', 'Everything it changed is back as it was.', 'default');
  await expect(page.getByRole('button', { name: `Pause ${title}` })).toBeVisible();

  // A refused action stays, inactive, with the machine's reason as tooltip and description.
  await navigateInApp(page, '/admin/profile/jobs?tab=in_progress');
  const edit = page.getByRole('button', { name: /^Edit / }).first();
  await expect(edit).toHaveAttribute('aria-disabled', 'true');
  await expect(edit).toHaveAccessibleDescription(
    'Work on this job has started or ended, so it can no longer be edited.',
  );
  await edit.hover();
  await expect(page.getByRole('tooltip')).toHaveText(
    'Work on this job has started or ended, so it can no longer be edited.',
  );

  // Job detail: approving an applicant shows in its Activity.
  await navigateInApp(page, JOB);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await page.getByRole('button', { name: 'Approve Aisha Hall' }).click();
  await expectToast(page, 'Applicant Approved', `Aisha Hall has been approved for ${TITLE}.`);
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page).toHaveURL(`${JOB}?tab=activity`);
  await expect(page.getByRole('region', { name: 'Activity' }).getByRole('listitem').first()).toContainText(
    'Approved · Applicant Aisha Hall',
  );

  // Its lifecycle marks the current status and what it accepts now, in words too.
  await page.getByRole('button', { name: 'Lifecycle' }).click();
  const lifecycle = page.getByRole('dialog', { name: 'Job lifecycle' });
  await expect(lifecycle).toContainText('Active (current)');
  await expect(lifecycle).toContainText('Pause → Draft (available now)');
  await expectNoAxeViolations(page);
  await lifecycle.getByRole('button', { name: 'Close' }).click();
  await expect(lifecycle).toHaveCount(0);

  // Company detail: the Activity tab, in the URL.
  await navigateInApp(page, '/admin/companies/CMP-001');
  // Until the company page has rendered, the job page (its Activity tab already chosen) is shown.
  await expect(page.getByRole('link', { name: 'Back to Companies' })).toBeVisible();
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page).toHaveURL('/admin/companies/CMP-001?tab=activity');
  await expect(page.getByRole('tabpanel')).toContainText(
    'Status changes of this record and of what belongs to it, newest first.',
  );
  await expectNoAxeViolations(page);
});

test('jobs tools, dark and Arabic at 375 px: the lifecycle dialog and refused actions are clean', async ({
  page,
}) => {
  await savePreferencesBeforeLoad(page, { theme: 'dark', language: 'ar' });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin/jobs/JOB-1003');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'دورة الحياة' }).click();
  await expect(page.getByRole('dialog')).toContainText('(الحالية)');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});
