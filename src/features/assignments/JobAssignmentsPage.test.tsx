import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seedDomainState } from '@/app/store';
import { formatDate } from '@/lib/format';
import { renderRoute, TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { restoreViewport, setViewportWidth } from '@/testing/viewport';
import type { Assignment } from './assignmentsSlice';

const seed = seedDomainState(TEST_REFERENCE_DATE);
const assignments = seed.assignments.ids.map((id) => seed.assignments.entities[id]!);
const drivers = seed.assignments.drivers;
const inStatus = (status: Assignment['status']) => assignments.filter((a) => a.status === status);

async function openList(path = '/admin/jobs/assignments', preloadedState = seed) {
  const user = userEvent.setup();
  const rendered = renderRoute(path, { preloadedState });
  await screen.findByRole('heading', { level: 1, name: 'Job Assignments' });
  if (isWide()) await screen.findByRole('grid', { name: 'Job assignments' });
  const params = () => new URLSearchParams(rendered.router.state.location.search);
  return { user, params, ...rendered };
}

const isWide = () => window.matchMedia('(min-width:768px)').matches;
const table = () => screen.getByRole('grid', { name: 'Job assignments' });
/** The rows' job titles: the grid's first cells from 768 px, the cards' title links below. */
const rowTitles = () =>
  isWide()
    ? within(table())
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('gridcell')[0]!.textContent)
    : within(screen.getByRole('list', { name: 'Job assignments' }))
        .getAllByRole('listitem')
        .map((card) => within(card).getAllByRole('link')[0]!.textContent);
/** The grid from 768 px, the cards below. */
const list = () => (isWide() ? table() : screen.getByRole('list', { name: 'Job assignments' }));
/** The grid's row, or the card, of an assignment, found by its job title. */
const rowOf = (a: Assignment) =>
  within(list()).getByText(a.jobTitle).closest<HTMLElement>('[role="row"], li')!;
/** Puts `text` in place of a field's text as one input (select all, paste): one search, not two. */
async function replaceText(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.tripleClick(field);
  await user.paste(text);
}
const card = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('.MuiCard-root') as HTMLElement;
const titles = (rows: readonly Assignment[]) => rows.slice(0, 10).map((a) => a.jobTitle);

describe('Job Assignments list', () => {
  beforeEach(() => setViewportWidth(1366));
  afterEach(restoreViewport);

  it('counts the total and each status, and shows the spec 3 columns', async () => {
    await openList('/carrier/jobs/assignments');
    expect(within(card('Total Assignments')).getByText('25')).toBeInTheDocument();
    for (const [title, status] of [
      ['Unassigned', 'unassigned'],
      ['Assigned', 'assigned'],
      ['In Progress', 'in_progress'],
      ['Completed', 'completed'],
    ] as const) {
      expect(within(card(title)).getByText(String(inStatus(status).length))).toBeInTheDocument();
    }
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Job',
      'Company',
      'Driver',
      'Status',
      'Priority',
      'Assigned',
      'Location',
      'Pay',
      'Due',
      'Actions',
    ]);
    expect(rowTitles()).toEqual(titles(assignments));
    const open = inStatus('unassigned')[0]!;
    const row = within(rowOf(open));
    expect(row.getByRole('link', { name: open.jobTitle })).toHaveAttribute(
      'href',
      `/carrier/jobs/${open.jobId}`,
    );
    // The driver cell and the status chip.
    expect(row.getAllByText('Unassigned')).toHaveLength(2);
    expect(row.getByText('Not yet')).toBeInTheDocument();
    expect(row.getByText(open.location)).toBeInTheDocument();
  });

  it('searches job title, company and driver name into the URL, and nothing else', async () => {
    setViewportWidth(375); // the search's logic, in the cards (the grid is checked above)
    const { user, params } = await openList();
    const target = inStatus('assigned')[0]!;
    const search = screen.getByRole('searchbox', { name: 'Search assignments' });
    for (const query of [target.jobTitle, target.companyName, target.assignedDriver!]) {
      await replaceText(user, search, query.toUpperCase());
      const needle = query.toLowerCase();
      const expected = assignments.filter((a) =>
        [a.jobTitle, a.companyName, a.assignedDriver ?? ''].some((f) => f.toLowerCase().includes(needle)),
      );
      expect(rowTitles()).toEqual(titles(expected));
      expect(rowTitles()).toContain(target.jobTitle);
    }
    expect(params().get('q')).toBe(target.assignedDriver!.toUpperCase());
    await replaceText(user, search, target.location);
    expect(screen.getByText('No assignments match')).toBeInTheDocument();
  });

  it('filters by status and priority, from and into the URL', async () => {
    setViewportWidth(375); // the filters' logic, in the cards (the grid is checked above)
    const { user, params } = await openList('/admin/jobs/assignments?status=completed&priority=high');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Completed');
    expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveTextContent('High');
    expect(rowTitles()).toEqual(titles(inStatus('completed').filter((a) => a.priority === 'high')));

    await user.click(screen.getByRole('combobox', { name: 'Priority' }));
    await user.click(screen.getByRole('option', { name: 'All priorities' }));
    expect(params().get('priority')).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Unassigned' }));
    expect(params().get('status')).toBe('unassigned');
    expect(rowTitles()).toEqual(titles(inStatus('unassigned')));
  });

  it('offers Assign Driver on unassigned items whose job takes a driver, and shows it refused with the reason elsewhere', async () => {
    // One unassigned item's job was paused (a draft): the job machine refuses a driver there.
    const paused = inStatus('unassigned')[0]!;
    const job = seed.jobs.entities[paused.jobId]!;
    const entities = { ...seed.jobs.entities, [job.id]: { ...job, status: 'draft' as const } };
    await openList('/admin/jobs/assignments', { ...seed, jobs: { ...seed.jobs, entities } });
    const offered = assignments.slice(0, 10).filter((a) => a.status === 'unassigned' && a.id !== paused.id);
    expect(offered.length).toBeGreaterThan(0);
    for (const a of assignments.slice(0, 10)) {
      const button = within(rowOf(a)).getByRole('button', { name: `Assign Driver to ${a.jobTitle}` });
      expect(button.getAttribute('aria-disabled') === 'true').toBe(!offered.includes(a));
      if (a.id === paused.id)
        expect(button).toHaveAccessibleDescription('Not possible while the job’s status is draft.');
      else if (a.status === 'assigned') expect(button).toHaveAccessibleDescription('Already assigned.');
    }
  });

  it('assigns a verified driver (the only ones offered): toast, row updated, focus on a control that stays', async () => {
    const { user, store } = await openList('/admin/jobs/assignments?status=unassigned');
    const target = inStatus('unassigned')[0]!;
    await user.click(
      within(rowOf(target)).getByRole('button', { name: `Assign Driver to ${target.jobTitle}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Assign Driver' });
    const select = within(dialog).getByRole('combobox', { name: /^Driver/ });
    const offered = within(select)
      .getAllByRole('option')
      .filter((option) => !(option as HTMLOptionElement).disabled)
      .map((option) => option.textContent);
    const verified = drivers.filter((d) => d.verified);
    expect(offered).toHaveLength(verified.length);
    expect(offered.every((text, i) => text!.startsWith(`${verified[i]!.name} (`))).toBe(true);
    for (const d of drivers.filter((d) => !d.verified))
      expect(offered.some((text) => text!.includes(d.name))).toBe(false);

    // Nothing chosen: the message shows at the field and the dialog stays.
    await user.click(within(dialog).getByRole('button', { name: 'Assign Driver' }));
    expect(select).toHaveAccessibleDescription('Choose a driver.');
    expect(select).toHaveFocus();

    const driver = verified[1]!;
    await user.selectOptions(select, driver.id);
    expect(within(dialog).getByText(driver.vehicleType)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Assign Driver' }));
    const toasts = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(toasts).findByText('Driver Assigned')).toBeInTheDocument();
    expect(
      within(toasts).getByText(`${driver.name} has been assigned to ${target.jobTitle}.`),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const saved = store.getState().assignments.entities[target.id]!;
    expect(saved).toMatchObject({ status: 'assigned', assignedDriver: driver.name });
    expect(store.getState().jobs.entities[target.jobId]!.assignedDriver).toBe(driver.id);
    // The status filter is on: the assigned item leaves it; without it the row shows the driver.
    expect(within(table()).queryByRole('link', { name: target.jobTitle })).toBeNull();
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search assignments' })).toHaveFocus());
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'All statuses' }));
    const row = within(rowOf(target));
    expect(row.getByText(driver.name)).toBeInTheDocument();
    expect(row.getByText('Assigned')).toBeInTheDocument();
    expect(row.getByText(formatDate(saved.assignedDate!, 'en'))).toBeInTheDocument();
    expect(row.getByRole('button', { name: /^Assign Driver/ })).toHaveAccessibleDescription(
      'Already assigned.',
    );

    // Undo puts the item, its job and the driver's history back as they were.
    await user.click(within(toasts).getByRole('button', { name: 'Undo' }));
    expect(await within(toasts).findByText('Change undone')).toBeInTheDocument();
    expect(store.getState().assignments.entities[target.id]).toEqual(seed.assignments.entities[target.id]);
    expect(store.getState().jobs.entities[target.jobId]).toEqual(seed.jobs.entities[target.jobId]);
    expect(store.getState().users.entities[driver.userId]).toEqual(seed.users.entities[driver.userId]);
    expect(row.getByRole('button', { name: /^Assign Driver/ })).not.toHaveAttribute('aria-disabled');
  });

  it('leads User Actions to the driver and Company Actions to the company and the job', async () => {
    setViewportWidth(375); // the menus' targets, from the cards' buttons (the same menus as the grid's)
    const { user } = await openList();
    const assigned = assignments.find((a) => a.assignedDriver !== null)!;
    const driver = drivers.find((d) => d.name === assigned.assignedDriver)!;
    const company = Object.values(seed.companies.entities).find((c) => c!.name === assigned.companyName)!;

    await user.click(
      within(rowOf(assigned)).getByRole('button', { name: `User Actions for ${assigned.jobTitle}` }),
    );
    let menu = await screen.findByRole('menu', { name: `User Actions for ${assigned.jobTitle}` });
    expect(within(menu).getByRole('menuitem', { name: 'View driver profile' })).toHaveAttribute(
      'href',
      `/admin/users/${driver.userId}`,
    );
    await user.keyboard('{Escape}');

    await user.click(
      within(rowOf(assigned)).getByRole('button', { name: `Company Actions for ${assigned.jobTitle}` }),
    );
    menu = await screen.findByRole('menu', { name: `Company Actions for ${assigned.jobTitle}` });
    expect(within(menu).getByRole('menuitem', { name: 'View company' })).toHaveAttribute(
      'href',
      `/admin/companies/${company.id}`,
    );
    expect(within(menu).getByRole('menuitem', { name: 'View job' })).toHaveAttribute(
      'href',
      `/admin/jobs/${assigned.jobId}`,
    );
    await user.keyboard('{Escape}');

    const open = assignments.find((a) => a.assignedDriver === null)!;
    await user.click(within(rowOf(open)).getByRole('button', { name: `User Actions for ${open.jobTitle}` }));
    menu = await screen.findByRole('menu', { name: `User Actions for ${open.jobTitle}` });
    const view = within(menu).getByRole('menuitem', { name: /^View driver profile/ });
    expect(view).toHaveAttribute('aria-disabled', 'true');
    expect(view).not.toHaveAttribute('href');
    expect(view).toHaveTextContent('No driver is assigned yet');
    expect(within(menu).getByRole('menuitem', { name: 'Assign Driver' })).toBeInTheDocument();
  });

  it('shows cards under 768 px with the same information and named buttons', async () => {
    setViewportWidth(375);
    const open = inStatus('unassigned')[0]!;
    await openList(`/admin/jobs/assignments?q=${encodeURIComponent(open.jobTitle)}&status=unassigned`);
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    const cards = screen.getByRole('list', { name: 'Job assignments' });
    const first = within(within(cards).getAllByRole('listitem')[0]!);
    expect(first.getByRole('link', { name: open.jobTitle })).toBeInTheDocument();
    expect(first.getByText(open.companyName)).toBeInTheDocument();
    expect(first.getByRole('button', { name: `Assign Driver to ${open.jobTitle}` })).toHaveTextContent(
      'Assign Driver',
    );
    expect(first.getByRole('button', { name: `User Actions for ${open.jobTitle}` })).toHaveTextContent(
      'User Actions',
    );
    expect(first.getByRole('button', { name: `Company Actions for ${open.jobTitle}` })).toHaveTextContent(
      'Company Actions',
    );
  });
});
