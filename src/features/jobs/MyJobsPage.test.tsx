import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seedDomainState } from '@/app/store';
import { SIGNED_IN_ADMIN_ID } from '@/lib/session';
import { driverAssignment } from '@/store/driverAssignment';
import { driverAssignedToJob } from '@/store/sharedActions';
import { renderRoute, TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { restoreViewport, setViewportWidth } from '@/testing/viewport';
import { expectTabsLinkedToPanels } from '@/testing/tabs';
import type { Job } from './jobsSlice';

const seed = seedDomainState(TEST_REFERENCE_DATE);
const mine = seed.jobs.ids
  .map((id) => seed.jobs.entities[id]!)
  .filter((j) => j.postedBy === SIGNED_IN_ADMIN_ID);
const count = (status: Job['status']) => mine.filter((job) => job.status === status).length;
const firstIn = (status: Job['status']) => mine.find((job) => job.status === status)!;

async function openMyJobs(path = '/admin/profile/jobs') {
  const user = userEvent.setup();
  const rendered = renderRoute(path, { preloadedState: seed });
  await screen.findByRole('heading', { level: 1, name: 'My Jobs' });
  if (isWide()) await screen.findByRole('grid', { name: /^My jobs/ });
  const params = () => new URLSearchParams(rendered.router.state.location.search);
  return { user, params, ...rendered };
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const isWide = () => window.matchMedia('(min-width:768px)').matches;
const table = () => screen.getByRole('grid', { name: /^My jobs/ });
/** The grid from 768 px, the cards below. */
const list = () => (isWide() ? table() : screen.getByRole('list', { name: /^My jobs/ }));
/** The jobs shown: the grid's rows (less its header row), or the cards. */
const rows = () =>
  isWide() ? within(table()).getAllByRole('row').slice(1) : within(list()).getAllByRole('listitem');
/** The grid's row, or the card, of a job. */
const rowOf = (title: string) => within(list()).getByText(title).closest<HTMLElement>('[role="row"], li')!;
/** The toasts (findBy: the page is hidden from assistive tech while a dialog closes). */
const toasts = () => screen.findByRole('region', { name: 'Notifications' });
/** Waits for a toast with this title and text. */
async function expectToast(title: string, text: string | RegExp) {
  const region = within(await toasts());
  expect(await region.findByText(title)).toBeInTheDocument();
  expect(await region.findByText(text)).toBeInTheDocument();
}

async function openNewJob(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Post New Job' }));
  return screen.findByRole('dialog', { name: 'Post New Job' });
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, title: string) {
  // Each field found once, before any typing: a role query computes every field's style, and each
  // input invalidates jsdom's style cache.
  const [titleBox, description, pay, pickup, dropoff, distance, requirements] = [
    /^Job title/,
    /^Description/,
    /^Pay/,
    /^Pickup/,
    /^Dropoff/,
    /^Distance/,
    /^Requirements/,
  ].map((label) => within(dialog).getByRole('textbox', { name: label }));
  const fill = async (box: HTMLElement, text: string) => {
    await user.click(box);
    await user.paste(text);
  };
  await fill(titleBox!, title);
  await fill(description!, 'Dry van load, two stops.');
  await user.selectOptions(
    within(dialog).getByRole('combobox', { name: /^Company/ }),
    seed.companies.entities['CMP-002']!.name,
  );
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Job type/ }), 'Medium (1-3 weeks)');
  await user.clear(pay!);
  await fill(pay!, '2400');
  fireEvent.change(within(dialog).getByLabelText(/^Due date/), { target: { value: '2099-03-01' } });
  await fill(pickup!, '1 Main St, Denver, CO');
  await fill(dropoff!, '2 Bay Rd, Omaha, NE');
  await user.clear(distance!);
  await fill(distance!, '540');
  await fill(requirements!, 'CDL Class A\nTWIC card');
}

describe('My Jobs', () => {
  beforeEach(() => setViewportWidth(1366));
  afterEach(restoreViewport);

  it('counts the admin’s jobs in the tabs, filters by tab and keeps the tab in the URL', async () => {
    setViewportWidth(375); // the tabs' logic, in the cards (the grid is checked below)
    const { user, params } = await openMyJobs('/admin/profile/jobs?tab=completed');
    expect(tab(/^All/)).toHaveAccessibleName(`All (${mine.length})`);
    expect(tab(/^Active/)).toHaveAccessibleName(`Active (${count('active')})`);
    expect(tab(/^Completed/)).toHaveAccessibleName(`Completed (${count('completed')})`);
    expect(tab(/^In Progress/)).toHaveAccessibleName(`In Progress (${count('in_progress')})`);
    expect(tab(/^Completed/)).toHaveAttribute('aria-selected', 'true');
    expect(rows()).toHaveLength(count('completed'));

    expect(expectTabsLinkedToPanels()).toHaveLength(4);

    await user.click(tab(/^In Progress/));
    expect(params().get('tab')).toBe('in_progress');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(`In Progress (${count('in_progress')})`);
    expectTabsLinkedToPanels();
    expect(rows()).toHaveLength(count('in_progress'));
    await user.click(tab(/^All/));
    expect(params().get('tab')).toBeNull();
    expect(rows()).toHaveLength(Math.min(10, mine.length));
  });

  it('posts a new job: messages at the fields first, nothing typed lost, then Post Job makes it active', async () => {
    setViewportWidth(375); // the form's logic, over the cards (the grid has its own tests below)
    const { user, store } = await openMyJobs();
    let dialog = await openNewJob(user);
    await user.click(within(dialog).getByRole('textbox', { name: /^Pay/ }));
    await user.paste('12.50');
    await user.click(within(dialog).getByRole('button', { name: 'Post Job' }));
    const title = within(dialog).getByRole('textbox', { name: /^Job title/ });
    expect(title).toHaveFocus();
    expect(title).toHaveAccessibleDescription('Enter a job title.');
    expect(within(dialog).getByRole('textbox', { name: /^Pay/ })).toHaveAccessibleDescription(
      'Enter the pay in whole dollars, more than 0 (for example 1500).',
    );
    expect(within(dialog).getByRole('combobox', { name: /^Company/ })).toHaveAccessibleDescription(
      'Choose the company the job is for.',
    );
    expect(within(dialog).getByLabelText(/^Due date/)).toHaveAccessibleDescription('Enter a due date.');
    expect(within(dialog).getByRole('textbox', { name: /^Pay/ })).toHaveValue('12.50');
    fireEvent.change(within(dialog).getByLabelText(/^Due date/), { target: { value: '2020-01-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Post Job' }));
    expect(within(dialog).getByLabelText(/^Due date/)).toHaveAccessibleDescription(
      'The due date must be after today.',
    );
    expect(store.getState().jobs.ids).toHaveLength(seed.jobs.ids.length);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    dialog = await openNewJob(user);
    await fillValid(user, dialog, 'Grain Haul North');
    await user.click(within(dialog).getByRole('button', { name: 'Post Job' }));
    const created = store.getState().jobs.entities['JOB-1041']!;
    expect(created).toMatchObject({
      title: 'Grain Haul North',
      status: 'active',
      postedBy: SIGNED_IN_ADMIN_ID,
      companyId: 'CMP-002',
      payAmount: 2400,
      jobType: 'medium',
      dueDate: '2099-03-01',
      distance: 540,
      requirements: ['CDL Class A', 'TWIC card'],
    });
    await expectToast('Job Posted', 'Grain Haul North is now active and open for applications.');
    expect(tab(/^Active/)).toHaveAccessibleName(`Active (${count('active') + 1})`);
    expect(tab(/^All/)).toHaveAccessibleName(`All (${mine.length + 1})`);
  });

  it('saves a new job as a draft', async () => {
    setViewportWidth(375); // the form's logic, over the cards (the grid has its own tests below)
    const { user, store } = await openMyJobs();
    const dialog = await openNewJob(user);
    await fillValid(user, dialog, 'Lumber Draft');
    await user.click(within(dialog).getByRole('button', { name: 'Save as Draft' }));
    expect(store.getState().jobs.entities['JOB-1041']).toMatchObject({
      title: 'Lumber Draft',
      status: 'draft',
    });
    await expectToast('Draft Saved', /^Lumber Draft was saved as a draft/);
    expect(tab(/^All/)).toHaveAccessibleName(`All (${mine.length + 1})`);
    expect(tab(/^Active/)).toHaveAccessibleName(`Active (${count('active')})`);
  });

  it('edits a draft from its prefilled form', async () => {
    setViewportWidth(375); // the form's logic, from the cards' buttons (the grid's have their own tests below)
    const { user, store } = await openMyJobs();
    const draft = firstIn('draft');
    await user.click(screen.getByRole('button', { name: `Edit ${draft.title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Job' });
    const title = within(dialog).getByRole('textbox', { name: /^Job title/ });
    expect(title).toHaveValue(draft.title);
    expect(within(dialog).getByRole('textbox', { name: /^Requirements/ })).toHaveValue(
      draft.requirements.join('\n'),
    );
    await user.clear(title);
    await user.paste('Renamed Draft');
    // The sample data is dated from 2026-06-15; the form wants a due date after the real today.
    fireEvent.change(within(dialog).getByLabelText(/^Due date/), { target: { value: '2099-01-31' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(store.getState().jobs.entities[draft.id]).toMatchObject({
      title: 'Renamed Draft',
      status: 'draft',
    });
    await expectToast('Job Updated', 'The changes to Renamed Draft are saved.');
  });

  it('refuses the edit of a job that stopped being editable while the form was open', async () => {
    setViewportWidth(375); // the form's logic, from the cards' buttons (the grid's have their own tests below)
    const { user, store } = await openMyJobs();
    const active = firstIn('active');
    await user.click(screen.getByRole('button', { name: `Edit ${active.title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Job' });
    const driver = store.getState().assignments.drivers.find((d) => d.verified)!;
    const payload = driverAssignment(store.getState(), active.id, driver.id, '2026-06-15')!;
    act(() => {
      store.dispatch(driverAssignedToJob(payload));
    });
    expect(store.getState().jobs.entities[active.id]!.status).toBe('in_progress');
    await user.click(within(dialog).getByRole('textbox', { name: /^Job title/ }));
    await user.paste(' Late');
    fireEvent.change(within(dialog).getByLabelText(/^Due date/), { target: { value: '2099-01-31' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(store.getState().jobs.entities[active.id]!.title).toBe(active.title);
    await expectToast('Job Not Updated', /can no longer be edited/);
    const edit = screen.getByRole('button', { name: `Edit ${active.title}` });
    expect(edit).toHaveAttribute('aria-disabled', 'true');
    expect(edit).toHaveAccessibleDescription(
      'Work on this job has started or ended, so it can no longer be edited.',
    );
    await user.click(edit);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the jobs as cards with their buttons under 768 px', async () => {
    setViewportWidth(375);
    await openMyJobs('/admin/profile/jobs?tab=active');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'My jobs: Active' });
    const active = firstIn('active');
    expect(within(list).getByRole('button', { name: `Pause ${active.title}` })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: `View Details of ${active.title}` })).toBeInTheDocument();
  });

  // The grid's tests last: the grid's styles stay in the document, and slow every later style lookup.
  it('offers Edit, Pause and Post where the job machine allows, shows refused ones with the reason, and View Details on every job', async () => {
    await openMyJobs('/shipper/profile/jobs');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Job', 'Type', 'Pay', 'Status', 'Due', 'Actions']);
    for (const row of rows()) {
      const title = within(row).getAllByRole('gridcell')[0]!.querySelector('bdi')!.textContent!;
      const job = mine.find((j) => j.title === title)!;
      /** offered, refused (inactive, with the reason as its description) or absent. */
      const has = (name: string) => {
        const button = within(row).queryByRole('button', { name: `${name} ${title}` });
        if (!button) return 'absent';
        if (button.getAttribute('aria-disabled') !== 'true') return 'offered';
        expect(button).toHaveAccessibleDescription(/.+/);
        return 'refused';
      };
      expect(within(row).getByRole('link', { name: `View Details of ${title}` })).toHaveAttribute(
        'href',
        `/shipper/jobs/${job.id}`,
      );
      const editable = job.status === 'active' || job.status === 'draft';
      expect([has('Edit'), has('Pause'), has('Post')]).toEqual([
        editable ? 'offered' : 'refused',
        job.status === 'active' ? 'offered' : job.status === 'draft' ? 'absent' : 'refused',
        job.status === 'draft' ? 'offered' : 'absent',
      ]);
    }
  });

  it('pauses an active job (Active count down, toast) and posts a draft', async () => {
    const { user, store } = await openMyJobs();
    const active = firstIn('active');
    await user.click(screen.getByRole('button', { name: `Pause ${active.title}` }));
    expect(store.getState().jobs.entities[active.id]!.status).toBe('draft');
    expect(tab(/^Active/)).toHaveAccessibleName(`Active (${count('active') - 1})`);
    await expectToast('Job Paused', `${active.title} is now a draft and takes no applications.`);
    expect(screen.getByRole('button', { name: `Post ${active.title}` })).toHaveFocus();
    expect(within(rowOf(active.title)).getByText('Draft')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Post ${active.title}` }));
    expect(store.getState().jobs.entities[active.id]!.status).toBe('active');
    expect(tab(/^Active/)).toHaveAccessibleName(`Active (${count('active')})`);
    await expectToast('Job Posted', `${active.title} is now active and open for applications.`);

    await user.click(tab(/^Active/));
    await user.click(screen.getByRole('button', { name: `Pause ${active.title}` }));
    expect(screen.queryByRole('button', { name: `Post ${active.title}` })).not.toBeInTheDocument();
    await waitFor(() => expect(tab(/^Active/)).toHaveFocus());
  });
});
