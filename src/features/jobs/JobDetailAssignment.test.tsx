import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seedDomainState } from '@/app/store';
import { renderRoute, TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { restoreViewport, setViewportWidth } from '@/testing/viewport';
import { undoable, undoChanges } from '@/store/history/undo';
import { assignDriverThunk } from './assignDriverThunk';
import { selectJobById } from './jobsSlice';

const seed = seedDomainState(TEST_REFERENCE_DATE);
/** Active, broker BRK-001, pending applicants; its assignment ASG-001 is unassigned. */
const ACTIVE = 'JOB-1001';
/** Active, no broker. */
const ACTIVE_NO_BROKER = 'JOB-1008';
const DRAFT_NO_BROKER = 'JOB-1005';
const CANCELLED_NO_BROKER = 'JOB-1017';
/** DRV-010: Thomas Taylor (USR-015), verified and available. */
const THOMAS = { id: 'DRV-010', userId: 'USR-015', name: 'Thomas Taylor' };

/** Today's UTC calendar day, as the start date of a job assigned now. */
const today = () => new Date().toISOString().slice(0, 10);

async function openJob(path: string) {
  const user = userEvent.setup();
  const rendered = renderRoute(path, { preloadedState: seed });
  await screen.findByRole('heading', { level: 1 });
  return { user, ...rendered };
}

const toast = () => within(screen.getByRole('region', { name: 'Notifications' }));
const region = (name: string) => screen.getByRole('region', { name });
const applicants = () => screen.queryByRole('region', { name: 'Applicants' });

beforeEach(() => setViewportWidth(1366));
afterEach(restoreViewport);

describe('Job detail: assignment', () => {
  it('offers only verified drivers, and asks for a choice at the field', async () => {
    const { user, store } = await openJob(`/admin/jobs/${ACTIVE}`);
    const select = screen.getByRole('combobox', { name: 'Verified driver' });
    const offered = within(select)
      .getAllByRole('option')
      .slice(1)
      .map((option) => option.getAttribute('value'));
    const verified = store
      .getState()
      .assignments.drivers.filter((driver) => driver.verified)
      .map((driver) => driver.id);
    expect(offered).toEqual(verified);
    expect(offered).not.toContain('DRV-003');
    expect(screen.getByText('Only verified drivers are offered.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Assign Driver' }));
    expect(screen.getByText('Choose a driver to assign.')).toBeInTheDocument();
    expect(select).toHaveFocus();
    expect(select).toHaveAccessibleDescription('Choose a driver to assign.');
    expect(selectJobById(store.getState(), ACTIVE)!.assignedDriver).toBeNull();
  });

  it('assigns a verified driver: in progress from today at 5%, applicants gone, assignment and history updated', async () => {
    const { user, store } = await openJob(`/admin/jobs/${ACTIVE}`);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Verified driver' }), THOMAS.id);
    expect(screen.getByRole('option', { name: 'Thomas Taylor · Available' })).toHaveProperty(
      'selected',
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Assign Driver' }));

    expect(await toast().findByText('Driver Assigned')).toBeInTheDocument();
    expect(
      toast().getByText('Thomas Taylor is now assigned to Refrigerated Produce Delivery.'),
    ).toBeVisible();
    const state = store.getState();
    const job = selectJobById(state, ACTIVE)!;
    expect(job).toMatchObject({
      status: 'in_progress',
      startDate: today(),
      progress: 5,
      assignedDriver: THOMAS.id,
    });
    expect(state.users.entities[THOMAS.userId]!.driver!.jobHistory[0]).toMatchObject({
      jobId: ACTIVE,
      status: 'in_progress',
    });
    const assignment = Object.values(state.assignments.entities).find((a) => a?.jobId === ACTIVE);
    expect(assignment).toMatchObject({ status: 'assigned', assignedDriver: THOMAS.name });

    const header = screen.getByRole('heading', { level: 1 }).closest('header')!;
    expect(within(header).getByText('In Progress')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '5');
    expect(applicants()).toBeNull();
    expect(within(region('Assignment')).getByRole('link', { name: THOMAS.name })).toHaveAttribute(
      'href',
      `/admin/users/${THOMAS.userId}`,
    );
    expect(screen.queryByRole('combobox', { name: 'Verified driver' })).toBeNull();
  });

  it('assigns a broker with the Broker Assigned toast', async () => {
    const { user, store } = await openJob(`/admin/jobs/${ACTIVE_NO_BROKER}`);
    const assignment = region('Assignment');
    await user.click(within(assignment).getByRole('button', { name: 'Assign Broker' }));
    expect(screen.getByText('Choose a broker to assign.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Broker to assign' }), 'BRK-002');
    await user.click(within(assignment).getByRole('button', { name: 'Assign Broker' }));

    expect(await toast().findByText('Broker Assigned')).toBeInTheDocument();
    const job = selectJobById(store.getState(), ACTIVE_NO_BROKER)!;
    expect(toast().getByText(`Kevin Allen now manages ${job.title}.`)).toBeVisible();
    expect(job).toMatchObject({ assignedBroker: 'BRK-002', status: 'active' });
    expect(within(assignment).getByRole('link', { name: 'Kevin Allen' })).toHaveAttribute(
      'href',
      '/admin/users/USR-017',
    );
    expect(within(assignment).queryByRole('button', { name: 'Assign Broker' })).toBeNull();
    // Still active: the driver select stays.
    expect(screen.getByRole('combobox', { name: 'Verified driver' })).toBeInTheDocument();
  });

  it('undoes a driver assignment at once: the job, its assignment and the driver history all go back', async () => {
    const { user, store } = await openJob(`/admin/jobs/${ACTIVE}`);
    const before = store.getState();
    const { ticket } = await act(() => store.dispatch(undoable(assignDriverThunk(ACTIVE, THOMAS.id))));
    expect(new Set(ticket!.changes.map((change) => change.table))).toEqual(
      new Set(['jobs', 'assignments', 'users']),
    );
    await act(() => {
      store.dispatch(undoChanges(ticket!));
    });
    const after = store.getState();
    expect(after.jobs.entities[ACTIVE]).toEqual(before.jobs.entities[ACTIVE]);
    expect(after.assignments).toEqual(before.assignments);
    expect(after.users.entities[THOMAS.userId]).toEqual(before.users.entities[THOMAS.userId]);

    // The same through the screen: the toast's Undo.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Verified driver' }), THOMAS.id);
    await user.click(screen.getByRole('button', { name: 'Assign Driver' }));
    expect(await toast().findByText('Driver Assigned')).toBeInTheDocument();
    expect(selectJobById(store.getState(), ACTIVE)!.status).toBe('in_progress');
    await user.click(screen.getByRole('tab', { name: 'Activity' }));
    const activity = within(region('Activity'));
    expect(activity.getAllByRole('listitem')[0]).toHaveTextContent(
      'Driver assigned · Job Refrigerated Produce Delivery',
    );
    await user.click(toast().getByRole('button', { name: 'Undo' }));
    expect(await toast().findByText('Change undone')).toBeInTheDocument();
    const undone = store.getState();
    expect(undone.jobs.entities[ACTIVE]).toEqual(before.jobs.entities[ACTIVE]);
    expect(undone.assignments).toEqual(before.assignments);
    expect(undone.users.entities[THOMAS.userId]).toEqual(before.users.entities[THOMAS.userId]);
    expect(activity.getAllByRole('listitem')[0]).toHaveTextContent('Undone');
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(screen.getByRole('combobox', { name: 'Verified driver' })).toBeInTheDocument();
  });

  it('shows Assign Driver and Assign Broker refused, with the reason, where the job machine refuses them', async () => {
    const { unmount } = await openJob(`/admin/jobs/${DRAFT_NO_BROKER}`);
    const draft = region('Assignment');
    expect(within(draft).getByText('No driver assigned.')).toBeInTheDocument();
    const refused = within(draft).getByRole('button', { name: 'Assign Driver' });
    expect(refused).toHaveAttribute('aria-disabled', 'true');
    expect(refused).toHaveAccessibleDescription('Not possible while the status is draft.');
    expect(within(draft).getByRole('button', { name: 'Assign Broker' })).toBeInTheDocument();
    expect(applicants()).toBeNull();
    unmount();

    await openJob(`/admin/jobs/${CANCELLED_NO_BROKER}`);
    const cancelled = region('Assignment');
    expect(within(cancelled).getByText('No driver assigned.')).toBeInTheDocument();
    expect(within(cancelled).getByText('No broker assigned.')).toBeInTheDocument();
    expect(within(cancelled).getByRole('button', { name: 'Assign Driver' })).toHaveAccessibleDescription(
      'Not possible while the status is cancelled.',
    );
    expect(within(cancelled).getByRole('button', { name: 'Assign Broker' })).toHaveAccessibleDescription(
      'Not possible while the status is cancelled.',
    );
    expect(within(cancelled).queryByRole('combobox')).toBeNull();
  });
});
