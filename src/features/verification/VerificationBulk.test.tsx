import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seedDomainState } from '@/app/store';
import { renderRoute, TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { restoreViewport, setViewportWidth } from '@/testing/viewport';
import { isWide, rowOf, toastRegion, toastVariant, USERS_TABLE } from './queueTestKit';
import { selectUserVerificationItemById } from './verificationSlice';

const seed = seedDomainState(TEST_REFERENCE_DATE);
const items = seed.verification.users.ids.map((id) => seed.verification.users.entities[id]!);
const named = (name: string) => items.find((item) => item.name === name)!;
// Drivers: all on one page, with pending, under review, rejected and the one approved item.
const [michael, kevin, andre, daniel] = [
  'Michael Rodriguez',
  'Kevin Wright',
  'Andre Hall',
  'Daniel Hassan',
].map(named);

async function openDrivers() {
  const user = userEvent.setup();
  const rendered = renderRoute('/admin/users/verification?role=driver', { preloadedState: seed });
  await screen.findByRole('heading', { level: 1, name: 'User Verification' });
  if (isWide()) await screen.findByRole('grid', { name: USERS_TABLE });
  const status = (id: string) => selectUserVerificationItemById(rendered.store.getState(), id)!.status;
  const select = (name: string) =>
    user.click(within(rowOf(USERS_TABLE, name)).getByRole('checkbox', { name: `Select ${name}` }));
  const toolbar = () => screen.getByRole('toolbar', { name: 'Bulk actions' });
  return { user, status, select, toolbar, ...rendered };
}

describe('User Verification: bulk actions', () => {
  beforeEach(() => setViewportWidth(1366));
  afterEach(restoreViewport);

  it('approves the selection with one toast; the already approved item is skipped; one Undo restores all', async () => {
    const { user, store, status, select, toolbar } = await openDrivers();
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument();
    for (const item of [michael!, kevin!, andre!]) await select(item.name);
    expect(within(toolbar()).getByText('3 selected')).toBeInTheDocument();
    // Every action some selected item takes is active.
    for (const name of ['Approve', 'Reject', 'Mark Under Review'])
      expect(within(toolbar()).getByRole('button', { name })).not.toHaveAttribute('aria-disabled');

    await user.click(within(toolbar()).getByRole('button', { name: 'Approve' }));
    expect(await toastVariant('2 approved, 1 skipped (already approved)')).toBe('success');
    for (const item of [michael!, kevin!, andre!]) expect(status(item.id)).toBe('approved');
    expect(store.getState().users.entities[michael!.userId]!.verified).toBe(true);
    // The selection clears, and the toolbar goes.
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument();
    expect(
      within(rowOf(USERS_TABLE, michael!.name)).getByRole('checkbox', { name: `Select ${michael!.name}` }),
    ).not.toBeChecked();

    await user.click(within(toastRegion()).getByRole('button', { name: 'Undo' }));
    expect(await within(toastRegion()).findByText('Change undone')).toBeInTheDocument();
    expect([michael, kevin, andre].map((item) => status(item!.id))).toEqual([
      'pending',
      'pending',
      'approved',
    ]);
    expect(store.getState().users.entities[michael!.userId]!.verified).toBe(false);
    expect(within(rowOf(USERS_TABLE, michael!.name)).getByText('Pending')).toBeInTheDocument();
  });

  it('refuses the batch’s Undo, changing nothing, once one of its items changed again', async () => {
    setViewportWidth(375); // the batch's logic, from the cards (the grid's selection is checked above)
    const { user, status, select, toolbar } = await openDrivers();
    await select(michael!.name);
    await select(kevin!.name);
    await user.click(within(toolbar()).getByRole('button', { name: 'Mark Under Review' }));
    expect(await toastVariant('2 marked under review')).toBe('default');
    await user.click(
      within(rowOf(USERS_TABLE, kevin!.name)).getByRole('button', { name: `Reject ${kevin!.name}` }),
    );
    expect(status(kevin!.id)).toBe('rejected');

    const batchToast = within(toastRegion())
      .getByText('2 marked under review')
      .closest('.notistack-MuiContent')!;
    await user.click(within(batchToast as HTMLElement).getByRole('button', { name: 'Undo' }));
    expect(await within(toastRegion()).findByText('Cannot undo')).toBeInTheDocument();
    expect(status(michael!.id)).toBe('under_review');
    expect(status(kevin!.id)).toBe('rejected');
  });

  it('shows an action none of the selection takes disabled, with the machine’s reasons', async () => {
    setViewportWidth(375); // the bulk bar's logic, from the cards (the grid's selection is checked above)
    const { user, status, select, toolbar } = await openDrivers();
    await select(andre!.name);
    const approve = within(toolbar()).getByRole('button', { name: 'Approve' });
    expect(approve).toHaveAttribute('aria-disabled', 'true');
    expect(approve).toHaveAccessibleDescription('Already approved.');
    await user.click(approve);
    expect(status(andre!.id)).toBe('approved');
    expect(within(toolbar()).getByText('1 selected')).toBeInTheDocument();

    await select(daniel!.name);
    const mark = within(toolbar()).getByRole('button', { name: 'Mark Under Review' });
    // Refused for two reasons: each with its count, in the list's order (Daniel's row comes first).
    expect(mark).toHaveAccessibleDescription(
      '1 skipped (already under review), 1 skipped (not possible while approved)',
    );
    expect(within(toolbar()).getByRole('button', { name: 'Reject' })).not.toHaveAttribute('aria-disabled');
    await user.click(within(toolbar()).getByRole('button', { name: 'Clear selection' }));
    await waitFor(() =>
      expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument(),
    );
  });

  it('selects under 768 px from each card, and the whole page at once', async () => {
    setViewportWidth(375);
    const { user, toolbar } = await openDrivers();
    // The drivers are all on one page: "Select all" selects every row of the search.
    const drivers = items.filter((item) => item.role === 'driver').length;
    await user.click(screen.getByRole('checkbox', { name: `Select all ${drivers}` }));
    expect(within(toolbar()).getByText(`All ${drivers} in this search selected`)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: `Select ${andre!.name}` })).toBeChecked();
  });
});
