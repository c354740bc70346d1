import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seedDomainState } from '@/app/store';
import { renderRoute, TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { restoreViewport, setViewportWidth } from '@/testing/viewport';
import { selectUserById } from './usersSlice';

const seed = seedDomainState(TEST_REFERENCE_DATE);
const firstPage = seed.users.ids.slice(0, 10).map((id) => seed.users.entities[id]!);

async function openList() {
  const user = userEvent.setup();
  const rendered = renderRoute('/admin/users', { preloadedState: seed });
  await screen.findByRole('heading', { level: 1, name: 'User Management' });
  // The grid's chunk loads, and its rows come in a transition after its first render: wait for them.
  await screen.findByRole('checkbox', { name: `Select ${firstPage[0]!.name}` });
  return { user, ...rendered };
}

const toast = () => within(screen.getByRole('region', { name: 'Notifications' }));
const toolbar = () => screen.getByRole('toolbar', { name: 'Bulk actions' });

describe('User list: bulk actions', () => {
  beforeEach(() => setViewportWidth(1366));
  afterEach(restoreViewport);

  it('suspends a mixed selection with one toast of counts, and one Undo restores all of it', async () => {
    const active = firstPage.filter((u) => u.status === 'active').slice(0, 2);
    const other = firstPage.find((u) => u.status === 'suspended' || u.status === 'pending')!;
    expect(active).toHaveLength(2);
    const chosen = [...active, other];
    const { user, store } = await openList();
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull();
    for (const u of chosen) await user.click(screen.getByRole('checkbox', { name: `Select ${u.name}` }));
    expect(within(toolbar()).getByText('3 selected')).toBeInTheDocument();

    // Approve: no active user takes it, but the suspended one would; Reject none of them takes.
    const reject = within(toolbar()).getByRole('button', { name: 'Reject' });
    expect(reject).toHaveAttribute('aria-disabled', 'true');
    expect(reject).toHaveAccessibleDescription(/skipped|Not possible|Already/);

    await user.click(within(toolbar()).getByRole('button', { name: 'Suspend' }));
    const reason = other.status === 'suspended' ? 'already suspended' : 'not possible while pending';
    expect(await toast().findByText(`2 suspended, 1 skipped (${reason})`)).toBeInTheDocument();
    for (const u of active) expect(selectUserById(store.getState(), u.id)?.status).toBe('suspended');
    expect(selectUserById(store.getState(), other.id)?.status).toBe(other.status);
    // The selection is cleared.
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull();

    await user.click(toast().getByRole('button', { name: 'Undo' }));
    expect(await toast().findByText('Change undone')).toBeInTheDocument();
    for (const u of chosen) expect(selectUserById(store.getState(), u.id)?.status).toBe(u.status);
  });

  it('refuses an undo once a user of the batch has changed again, and changes nothing', async () => {
    const [target] = firstPage.filter((u) => u.status === 'active');
    const { user, store } = await openList();
    await user.click(screen.getByRole('button', { name: `Status actions for ${target!.name}` }));
    await user.click(screen.getByRole('menuitem', { name: 'Suspend User' }));
    const undo = await toast().findByRole('button', { name: 'Undo' });
    await user.click(screen.getByRole('button', { name: `Status actions for ${target!.name}` }));
    await user.click(screen.getByRole('menuitem', { name: 'Approve User' }));
    await user.click(undo);
    expect(await toast().findByText('Cannot undo')).toBeInTheDocument();
    expect(toast().getByText('It has changed again since, so nothing was undone.')).toBeInTheDocument();
    expect(selectUserById(store.getState(), target!.id)?.status).toBe('active');
  });
});
