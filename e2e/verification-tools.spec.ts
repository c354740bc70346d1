import { expect as fixtureExpect, test } from './fixtures';
import {
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  LOAD_TIMEOUT_MS,
  savePreferencesBeforeLoad,
  TEST_TIMEOUT_MS,
  toasts,
} from './helpers';

const expect = fixtureExpect.configure({ timeout: LOAD_TIMEOUT_MS });
test.describe.configure({ timeout: TEST_TIMEOUT_MS });

test('user queue: bulk approve skips the approved item, one Undo restores the batch; refused actions say why; light and dark', async ({
  page,
}) => {
  await page.goto('/admin/users/verification?role=driver');
  const table = page.getByRole('grid', { name: 'Users waiting for verification' });
  const row = (name: string) => table.getByRole('row').filter({ hasText: name });
  await expect(row('Andre Hall')).toContainText('Approved');

  // A refused action stays in the row: inactive, with the machine's reason as its description.
  const approveAndre = page.getByRole('button', { name: 'Approve Andre Hall' });
  await expect(approveAndre).toHaveAttribute('aria-disabled', 'true');
  await expect(approveAndre).toHaveAccessibleDescription('Already approved.');
  await approveAndre.hover();
  await expect(page.getByRole('tooltip')).toContainText('Already approved.');

  for (const name of ['Michael Rodriguez', 'Kevin Wright', 'Andre Hall'])
    await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  const toolbar = page.getByRole('toolbar', { name: 'Bulk actions' });
  await expect(toolbar).toContainText('3 selected');
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page);

  await toolbar.getByRole('button', { name: 'Approve', exact: true }).click();
  const toast = toasts(page)
    .locator('.notistack-MuiContent')
    .filter({ hasText: '2 approved, 1 skipped (already approved)' });
  await expect(toast).toHaveClass(/notistack-MuiContent-success/);
  await expect(toolbar).toBeHidden();
  for (const name of ['Michael Rodriguez', 'Kevin Wright']) await expect(row(name)).toContainText('Approved');

  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(toasts(page)).toContainText('Change undone');
  for (const name of ['Michael Rodriguez', 'Kevin Wright']) await expect(row(name)).toContainText('Pending');
  await expect(row('Andre Hall')).toContainText('Approved');
});

test('user queue at 375 px in Arabic: select cards, the bulk toolbar fits, no axe violations', async ({
  page,
}) => {
  await savePreferencesBeforeLoad(page, { theme: 'light', language: 'ar' });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin/users/verification?role=driver');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('checkbox', { name: 'تحديد Michael Rodriguez' }).check();
  await page.getByRole('checkbox', { name: 'تحديد Andre Hall' }).check();
  const toolbar = page.getByRole('toolbar', { name: 'إجراءات جماعية' });
  await expect(toolbar).toContainText('تم تحديد 2');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await toolbar.getByRole('button', { name: 'اعتماد', exact: true }).click();
  await expect(page.getByRole('region', { name: 'الإشعارات' })).toContainText('تمت الموافقة على 1');
  await expect(toolbar).toBeHidden();
});
