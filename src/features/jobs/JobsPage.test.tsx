import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seedDomainState } from '@/app/store';
import { renderRoute, TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { restoreViewport, setViewportWidth } from '@/testing/viewport';
import type { Job } from './jobsSlice';

const seed = seedDomainState(TEST_REFERENCE_DATE);
const jobs = seed.jobs.ids.map((id) => seed.jobs.entities[id]!);

async function openList(path = '/admin/jobs') {
  const user = userEvent.setup();
  const rendered = renderRoute(path, { preloadedState: seed });
  await screen.findByRole('heading', { level: 1, name: 'Job Management' });
  if (isWide()) await screen.findByRole('grid', { name: 'Jobs' });
  const params = () => new URLSearchParams(rendered.router.state.location.search);
  return { user, params, ...rendered };
}

const isWide = () => window.matchMedia('(min-width:768px)').matches;
const table = () => screen.getByRole('grid', { name: 'Jobs' });
/** The rows' job titles: the grid's first cells from 768 px, the cards' title links below. */
const rowTitles = () =>
  isWide()
    ? within(table())
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('gridcell')[0]!.textContent)
    : within(screen.getByRole('list', { name: 'Jobs' }))
        .getAllByRole('listitem')
        .map((item) => within(item).getAllByRole('link')[0]!.textContent);
/** Puts `text` in place of a field's text as one input (select all, paste): one search, not two. */
async function replaceText(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.tripleClick(field);
  await user.paste(text);
}

const titles = (list: Job[]) => list.slice(0, 10).map((job) => job.title);
const card = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('.MuiCard-root') as HTMLElement;
const count = (status: Job['status']) => String(jobs.filter((job) => job.status === status).length);

describe('Job Management', () => {
  beforeEach(() => setViewportWidth(1366));
  afterEach(restoreViewport);

  it('shows the four summary cards and the spec columns, each title a link to the job', async () => {
    await openList('/carrier/jobs');
    expect(within(card('Total Jobs')).getByText(String(jobs.length))).toBeInTheDocument();
    expect(within(card('Active')).getByText(count('active'))).toBeInTheDocument();
    expect(within(card('In Progress')).getByText(count('in_progress'))).toBeInTheDocument();
    expect(within(card('Completed')).getByText(count('completed'))).toBeInTheDocument();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Job Title', 'Company', 'Type', 'Pay', 'Status', 'Posted', 'Due']);
    expect(rowTitles()).toEqual(titles(jobs));
    const first = jobs[0]!;
    const link = within(table()).getByRole('link', { name: first.title });
    expect(link).toHaveAttribute('href', `/carrier/jobs/${first.id}`);
    const cells = within(link.closest<HTMLElement>('[role="row"]')!)
      .getAllByRole('gridcell')
      .map((c) => c.textContent);
    expect(cells[1]).toBe(first.company);
    expect(cells[3]).toBe(`$${first.payAmount.toLocaleString('en-US')}`);
  });

  it('searches title and company only, case-insensitively, into ?q= and back to page 1', async () => {
    setViewportWidth(375); // the search's logic, in the cards (the grid is checked above)
    const { user, params } = await openList('/admin/jobs?page=2');
    const search = screen.getByRole('searchbox', { name: 'Search jobs' });
    const target = jobs[7]!;
    for (const query of [target.title.toUpperCase(), target.company.toLowerCase()]) {
      await replaceText(user, search, query);
      const expected = jobs.filter((job) =>
        [job.title, job.company].some((f) => f.toLowerCase().includes(query.toLowerCase())),
      );
      expect(rowTitles()).toEqual(titles(expected));
      expect(params().get('page')).toBeNull();
    }
    expect(params().get('q')).toBe(target.company.toLowerCase());
    await replaceText(user, search, target.pickup);
    expect(screen.getByText('No jobs match')).toBeInTheDocument();
  });

  it('reads the status and type filters from the URL, offers the type ranges, and writes changes back', async () => {
    setViewportWidth(375); // the filters' logic, in the cards (the grid is checked above)
    const { user, params } = await openList('/admin/jobs?status=active&type=long');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Active');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Long (1-3 months)');
    const expected = jobs.filter((job) => job.status === 'active' && job.jobType === 'long');
    expect(rowTitles()).toEqual(titles(expected));

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All types',
      'Short (1-2 days)',
      'Medium (1-3 weeks)',
      'Long (1-3 months)',
    ]);
    await user.click(screen.getByRole('option', { name: 'Short (1-2 days)' }));
    expect(params().get('type')).toBe('short');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All statuses',
      'Active',
      'Draft',
      'Completed',
      'Cancelled',
      'In Progress',
    ]);
    await user.click(screen.getByRole('option', { name: 'All statuses' }));
    expect(params().get('status')).toBeNull();
    expect(rowTitles()).toEqual(titles(jobs.filter((job) => job.jobType === 'short')));
  });

  it('ignores unknown filter values in the URL', async () => {
    setViewportWidth(375); // the filters' logic, in the cards (the grid is checked above)
    await openList('/admin/jobs?status=paused&type=weekly');
    expect(rowTitles()).toEqual(titles(jobs));
  });

  it('shows each job as a card under 768 px, the title still a link', async () => {
    setViewportWidth(375);
    const job = jobs[4]!;
    await openList(`/admin/jobs?q=${encodeURIComponent(job.title)}`);
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Jobs' });
    expect(within(list).getByRole('link', { name: job.title })).toHaveAttribute(
      'href',
      `/admin/jobs/${job.id}`,
    );
    expect(within(list).getByText(job.company)).toBeInTheDocument();
    expect(within(list).getByText('Draft')).toBeInTheDocument();
  });
});
