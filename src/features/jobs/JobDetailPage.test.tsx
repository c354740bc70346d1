import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seedDomainState } from '@/app/store';
import type { Job } from '@/fixtures/jobs';
import { renderRoute, TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { restoreViewport, setViewportWidth } from '@/testing/viewport';
import { expectTabsLinkedToPanels } from '@/testing/tabs';
import { selectJobById } from './jobsSlice';

const seed = seedDomainState(TEST_REFERENCE_DATE);
/** Active, broker BRK-001, applicants Aisha Hall (pending), Daniel Green (rejected), Olivia Wilson (pending), Thomas Patel (reviewed), Sofia Lewis (pending). */
const ACTIVE = 'JOB-1001';
/** In progress, driver DRV-001 (David Thompson, USR-001), no broker. */
const IN_PROGRESS = 'JOB-1002';
/** Draft: no documents. */
const DRAFT = 'JOB-1005';
const COMPLETED = 'JOB-1003';

const DAY = 24 * 60 * 60 * 1000;
/** The UTC calendar day `days` from now, as the page's "today" counts it. */
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

function withJob(id: string, change: Partial<Job>) {
  const job = { ...seed.jobs.entities[id]!, ...change };
  return { ...seed, jobs: { ...seed.jobs, entities: { ...seed.jobs.entities, [id]: job } } };
}

async function openJob(path: string, preloadedState = seed) {
  const user = userEvent.setup();
  const rendered = renderRoute(path, { preloadedState });
  await screen.findByRole('heading', { level: 1 });
  // From 768 px the job's documents are a grid, a lazy chunk: wait for it, as for the rest.
  const job = preloadedState.jobs.entities[path.split('/').pop()!];
  if (window.matchMedia('(min-width:768px)').matches && job?.documents.length)
    await screen.findByRole('grid');
  return { user, ...rendered };
}

const toast = () => within(screen.getByRole('region', { name: 'Notifications' }));
const region = (name: string) => screen.getByRole('region', { name });
const applicants = () => screen.queryByRole('region', { name: 'Applicants' });
const statValue = (name: string) =>
  within(region('Quick Stats')).getByText(name, { selector: 'dt' }).nextElementSibling;

// The page's own sections at 375 px, where its documents are cards: the grid, from 768 px, is slow
// to render in jsdom, and its styles stay in the document for the file's later tests. The documents
// grid has its own test at 1366 px.
beforeEach(() => setViewportWidth(375));
afterEach(restoreViewport);

describe('Job detail: header and information', () => {
  it('shows the title, status, Back to Jobs, company link, pay, dates, route and requirements', async () => {
    const job = seed.jobs.entities[ACTIVE]!;
    const { container } = await openJob(`/admin/jobs/${ACTIVE}`);
    expect(screen.getByRole('heading', { level: 1, name: job.title })).toBeInTheDocument();
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    const header = screen.getByRole('heading', { level: 1 }).closest('header')!;
    expect(within(header).getByText('Active')).toBeInTheDocument();
    expect(within(header).getByText(`${ACTIVE} · Short haul (1–2 days)`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Jobs' })).toHaveAttribute('href', '/admin/jobs');

    const info = region('Job Information');
    expect(within(info).getByText(job.description)).toBeInTheDocument();
    expect(within(info).getByRole('link', { name: job.company })).toHaveAttribute(
      'href',
      `/admin/companies/${job.companyId}`,
    );
    const day = (date: string) =>
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(date));
    const value = (label: string) => within(info).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(value('Pay')).toHaveTextContent(`$${job.payAmount.toLocaleString('en')}`);
    expect(value('Posted')).toHaveTextContent(day(job.postedDate));
    expect(value('Due date')).toHaveTextContent(day(job.dueDate));
    expect(value('Pickup')).toHaveTextContent(job.pickup);
    expect(value('Dropoff')).toHaveTextContent(job.dropoff);
    expect(value('Distance')).toHaveTextContent(`${job.distance.toLocaleString('en')} miles`);
    expect(value('Estimated time')).toHaveTextContent(`${job.estimatedTime} hours`);
    expect(
      within(info)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(job.requirements);
    expect(screen.queryByRole('progressbar')).toBeNull();

    expect(statValue('Applications')).toHaveTextContent(String(job.applications));
    expect(statValue('Documents')).toHaveTextContent(String(job.documents.length));
    expect(statValue('Progress')).toHaveTextContent('0%');
  });

  it('shows the progress bar, driver and start date of a job in progress, and no applicants', async () => {
    const job = seed.jobs.entities[IN_PROGRESS]!;
    await openJob(`/admin/jobs/${IN_PROGRESS}`);
    const bar = screen.getByRole('progressbar', { name: 'Progress' });
    expect(bar).toHaveAttribute('aria-valuenow', String(job.progress));
    expect(within(region('Job Information')).getByText('Started', { selector: 'dt' })).toBeInTheDocument();
    expect(applicants()).toBeNull();
    const assignment = region('Assignment');
    expect(within(assignment).getByRole('link', { name: 'David Thompson' })).toHaveAttribute(
      'href',
      '/admin/users/USR-001',
    );
    expect(within(assignment).queryByRole('button', { name: 'Assign Driver' })).toBeNull();
    // No broker yet, and the machine accepts ASSIGN_BROKER on a job in progress.
    expect(within(assignment).getByRole('button', { name: 'Assign Broker' })).toBeInTheDocument();
  });

  it.each([
    [3, '3 days left'],
    [1, '1 day left'],
    [0, 'Due today'],
    [-1, 'Overdue by 1 day'],
    [-3, 'Overdue by 3 days'],
  ])('counts the days to complete of a job due in %i days: "%s"', async (days, text) => {
    await openJob(`/admin/jobs/${ACTIVE}`, withJob(ACTIVE, { dueDate: dayFromNow(days) }));
    expect(statValue('Days to complete')).toHaveTextContent(new RegExp(`^${text}$`));
  });

  it('counts no days for a closed job', async () => {
    await openJob(`/admin/jobs/${COMPLETED}`);
    expect(statValue('Days to complete')).toHaveTextContent('Not counted: the job is closed');
    expect(statValue('Progress')).toHaveTextContent('100%');
  });

  it('shows the not-found view for an unknown id, with Back to Jobs', async () => {
    await openJob('/broker/jobs/JOB-9999');
    expect(screen.getByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText('No job has the id JOB-9999.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Jobs' })).toHaveAttribute('href', '/broker/jobs');
    expect(screen.getByRole('main')).toBeInTheDocument();
  });
});

describe('Job detail: applicants', () => {
  /** The actions offered now (refused ones stay, inactive, with their reason). */
  const buttons = () =>
    within(applicants()!)
      .queryAllByRole('button')
      .filter((button) => button.getAttribute('aria-disabled') !== 'true')
      .map((button) => button.getAttribute('aria-label'));

  it('lists each applicant with rating, experience, applied date and status; actions only on pending ones', async () => {
    const job = seed.jobs.entities[ACTIVE]!;
    await openJob(`/admin/jobs/${ACTIVE}`);
    const list = within(applicants()!).getByRole('list', { name: `Applicants for ${job.title}` });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(job.applicants.map((a) => a.name));
    const aisha = job.applicants[0]!;
    const row = within(list).getAllByRole('listitem')[0]!;
    expect(
      within(row).getByRole('img', { name: `Rating ${aisha.rating.toFixed(1)} out of 5` }),
    ).toBeVisible();
    expect(row).toHaveTextContent(
      `${aisha.experience} year${aisha.experience === 1 ? '' : 's'} of experience`,
    );
    expect(row).toHaveTextContent('Pending');
    expect(buttons()).toEqual([
      'Approve Aisha Hall',
      'Reject Aisha Hall',
      'Approve Olivia Wilson',
      'Reject Olivia Wilson',
      'Approve Sofia Lewis',
      'Reject Sofia Lewis',
    ]);
    expect(screen.getByRole('button', { name: 'Approve Aisha Hall' })).toHaveTextContent(/^Approve$/);
    const decided = job.applicants.find((a) => a.status === 'reviewed')!;
    const refused = screen.getByRole('button', { name: `Approve ${decided.name}` });
    expect(refused).toHaveAttribute('aria-disabled', 'true');
    expect(refused).toHaveAccessibleDescription('Already reviewed.');
    expect(screen.getByRole('button', { name: `Reject ${decided.name}` })).toHaveAccessibleDescription(
      'Not possible while the status is reviewed.',
    );
  });

  it('approves and rejects pending applicants with the spec toasts', async () => {
    const { user, store } = await openJob(`/admin/jobs/${ACTIVE}`);
    const status = (name: string) =>
      selectJobById(store.getState(), ACTIVE)!.applicants.find((a) => a.name === name)!.status;

    await user.click(screen.getByRole('button', { name: 'Approve Aisha Hall' }));
    expect(status('Aisha Hall')).toBe('reviewed');
    expect(await toast().findByText('Applicant Approved')).toBeInTheDocument();
    expect(
      toast().getByText('Aisha Hall has been approved for Refrigerated Produce Delivery.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Approve Aisha Hall' })).toHaveAccessibleDescription(
      'Already reviewed.',
    );
    expect(within(within(applicants()!).getAllByRole('listitem')[0]!).getByText('Reviewed')).toBeVisible();
    // The Activity tab has it; the Overview tab brings the applicants back.
    await user.click(screen.getByRole('tab', { name: 'Activity' }));
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Activity');
    expect(expectTabsLinkedToPanels()).toHaveLength(2);
    const activity = () => screen.getByRole('region', { name: 'Activity' });
    expect(within(activity()).getAllByRole('listitem')[0]).toHaveTextContent(
      'Approved · Applicant Aisha Hall',
    );
    await user.click(screen.getByRole('tab', { name: 'Overview' }));

    await user.click(screen.getByRole('button', { name: 'Close toast' }));
    await user.click(screen.getByRole('button', { name: 'Reject Olivia Wilson' }));
    expect(status('Olivia Wilson')).toBe('rejected');
    expect(await toast().findByText('Applicant Rejected')).toBeInTheDocument();
    expect(
      toast().getByText(
        'The application of Olivia Wilson for Refrigerated Produce Delivery has been rejected.',
      ),
    ).toBeVisible();
    expect(buttons()).toEqual(['Approve Sofia Lewis', 'Reject Sofia Lewis']);
  });
});

describe('Job detail: documents', () => {
  it('lists the documents as a table from 768 px and as cards below', async () => {
    setViewportWidth(1366);
    const job = seed.jobs.entities[COMPLETED]!;
    const { unmount } = await openJob(`/admin/jobs/${COMPLETED}`);
    const table = screen.getByRole('grid', { name: `Documents of ${job.title}` });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Document', 'Type', 'Uploaded', 'Status']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('gridcell')[0]!.textContent),
    ).toEqual(job.documents.map((d) => d.name));
    unmount();

    setViewportWidth(375);
    await openJob(`/admin/jobs/${COMPLETED}`);
    const cards = screen.getByRole('list', { name: `Documents of ${job.title}` });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(job.documents.length);
  });

  it('says so when the job has no documents', async () => {
    await openJob(`/admin/jobs/${DRAFT}`);
    expect(within(region('Documents')).getByText('No documents yet')).toBeInTheDocument();
  });
});

describe('Job detail in Arabic', () => {
  it('writes the texts in Arabic and keeps Latin data isolated', async () => {
    const { container } = await openJob(`/admin/jobs/${ACTIVE}`, {
      ...seed,
      preferences: { theme: 'light', language: 'ar' },
    } as typeof seed);
    expect(await screen.findByRole('link', { name: 'العودة إلى المهام' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'قبول Aisha Hall' })).toHaveTextContent('قبول');
    expect(screen.getByRole('button', { name: 'إسناد السائق' })).toBeInTheDocument();
    expect(container.querySelector('h1 bdi')).toHaveTextContent(seed.jobs.entities[ACTIVE]!.title);
  });
});
