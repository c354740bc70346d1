import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seedDomainState } from '@/app/store';
import { renderRoute, TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';

const seed = seedDomainState(TEST_REFERENCE_DATE);
const DAVID = 'USR-001'; // driver, active; documents verified, pending, rejected, verified

async function openDetail(path: string) {
  const user = userEvent.setup();
  const rendered = renderRoute(path, { preloadedState: seed });
  await screen.findByRole('tablist');
  return { user, ...rendered };
}

const toast = () => within(screen.getByRole('region', { name: 'Notifications' }));

describe('User detail: activity', () => {
  beforeEach(() => {
    // Only Date is faked, so that the changes are made an hour after the sample data's "now".
    jest.useFakeTimers({
      now: TEST_REFERENCE_DATE.getTime() + 60 * 60 * 1000,
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'setImmediate',
        'nextTick',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'performance',
      ],
    });
  });
  afterEach(() => jest.useRealTimers());

  it('shows the audit trail newest first, by Super Admin, then the driver’s own activity', async () => {
    const { user } = await openDetail(`/admin/users/${DAVID}?tab=documents`);
    await user.click(
      within(screen.getByRole('group', { name: 'Actions for TWIC Card' })).getByRole('button', {
        name: 'Verify',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Suspend User' }));
    await user.click(screen.getByRole('tab', { name: 'Activity' }));

    const panel = within(screen.getByRole('tabpanel', { name: 'Activity' }));
    const items = within(panel.getByRole('region', { name: 'Activity' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Suspended · User David Thompson');
    expect(items[0]).toHaveTextContent('Active → Suspended');
    expect(items[0]).toHaveTextContent('by Super Admin');
    expect(items[1]).toHaveTextContent('Verified · Driver document David Thompson');
    expect(items[1]).toHaveTextContent('Pending → Verified');

    const feed = within(panel.getByRole('region', { name: 'Driver activity' })).getAllByRole('listitem');
    expect(feed).toHaveLength(4);
    expect(feed[0]).toHaveTextContent('Started JOB-1029');
    expect(feed[0]).toHaveTextContent('By David Thompson');
    expect(feed[0]).toHaveTextContent(/yesterday \(Jun 14, 2026/);
  });

  it('shows an undone change as its own entry', async () => {
    const { user } = await openDetail(`/admin/users/${DAVID}?tab=activity`);
    await user.click(screen.getByRole('button', { name: 'Suspend User' }));
    await user.click(await toast().findByRole('button', { name: 'Undo' }));
    expect(await toast().findByText('Change undone')).toBeInTheDocument();
    const panel = within(screen.getByRole('tabpanel', { name: 'Activity' }));
    const items = within(panel.getByRole('region', { name: 'Activity' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(['Undone', 'Suspended']);
    expect(items[0]).toHaveTextContent('Suspended → Active');
  });
});
