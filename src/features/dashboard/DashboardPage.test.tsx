import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seedDomainState } from '@/app/store';
import { verificationStatusChanged } from '@/store/sharedActions';
import { renderRoute, TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';

const seed = seedDomainState(TEST_REFERENCE_DATE);

describe('Dashboard', () => {
  it('shows the four stat cards with their figures, descriptions and trends', async () => {
    renderRoute('/admin', { preloadedState: seed });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    for (const title of ['Total Users', 'Active Jobs', 'Total Revenue', 'Open Disputes']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    const users = screen
      .getByRole('heading', { name: 'Total Users' })
      .closest('.MuiCard-root') as HTMLElement;
    expect(within(users).getByText('85')).toBeInTheDocument();
    expect(within(users).getByText('Everyone registered on the marketplace')).toBeInTheDocument();
    expect(within(users).getByText(/sign-ups/)).toBeInTheDocument();
    const revenue = screen
      .getByRole('heading', { name: 'Total Revenue' })
      .closest('.MuiCard-root') as HTMLElement;
    expect(within(revenue).getByText(/^\$[\d,]+$/)).toBeInTheDocument();
  });

  it('lists the five latest jobs, each linking to its job under the current area', async () => {
    renderRoute('/broker', { preloadedState: seed });
    const section = await screen.findByRole('region', { name: 'Recent Job Postings' });
    const links = within(section)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/broker/jobs/'));
    expect(links).toHaveLength(5);
    expect(within(section).getByRole('link', { name: 'View all jobs' })).toHaveAttribute(
      'href',
      '/broker/jobs',
    );
    expect(within(section).getAllByText(/\$[\d,]+/)).toHaveLength(5);
  });

  it('shows the health of the four services, each with its badge', async () => {
    renderRoute('/admin', { preloadedState: seed });
    const section = await screen.findByRole('region', { name: 'System Health' });
    for (const service of ['Payment System', 'GPS Tracking', 'Background Jobs', 'Email Service']) {
      expect(within(section).getByText(service)).toBeInTheDocument();
    }
    expect(within(section).getAllByText(/^(Online|Processing|Error)$/)).toHaveLength(4);
  });
});

describe('Dashboard charts', () => {
  const section = (name: string) => screen.findByRole('region', { name });

  it('gives each stat card its 12 weeks as a named list beside the drawing', async () => {
    renderRoute('/admin', { preloadedState: seed });
    const card = (await screen.findByRole('heading', { name: 'Total Revenue' })).closest(
      '.MuiCard-root',
    ) as HTMLElement;
    const weeks = within(card).getByRole('list', {
      name: 'Revenue of completed payments per week, last 12 weeks',
    });
    expect(within(weeks).getAllByRole('listitem')).toHaveLength(12);
    expect(within(weeks).getAllByRole('listitem')[0]).toHaveTextContent(
      /^Week of [A-Z][a-z]{2} \d{1,2}: \$[\d,]+$/,
    );
  });

  it('opens each job status, and each waiting verification figure, from its table, filter in the URL', async () => {
    renderRoute('/admin', { preloadedState: seed });
    const jobs = within(await section('Jobs by Status'));
    const table = jobs.getByRole('table', { name: 'Jobs in each status' });
    expect(within(table).getByRole('link', { name: 'In Progress' })).toHaveAttribute(
      'href',
      '/admin/jobs?status=in_progress',
    );
    expect(within(table).getAllByRole('link')).toHaveLength(5);
    const backlog = within(await section('Verification Backlog'));
    const queues = backlog.getByRole('table', { name: 'Verification items waiting, by status' });
    expect(within(queues).getByRole('link', { name: 'Users, Pending: 9' })).toHaveAttribute(
      'href',
      '/admin/users/verification?status=pending',
    );
    expect(within(queues).getByRole('link', { name: 'Companies, Under Review: 3' })).toHaveAttribute(
      'href',
      '/admin/companies/verification?status=under_review',
    );
  });

  it('shows the revenue as a table on demand, each amount opening that week’s completed payments', async () => {
    const user = userEvent.setup();
    renderRoute('/broker', { preloadedState: seed });
    const revenue = within(await section('Revenue'));
    const toggle = revenue.getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(revenue.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
    const table = revenue.getByRole('table', { name: 'Revenue per week' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    const links = within(table).getAllByRole('link');
    expect(links).toHaveLength(24);
    expect(links[0]!.getAttribute('href')).toMatch(
      /^\/broker\/payments\?status=completed&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/,
    );
    expect(links[0]).toHaveAccessibleName(/^Completed payments, week of [A-Z][a-z]{2} \d{1,2}: \$[\d,]+$/);
  });

  it('redraws at once when the store changes: an approved user leaves the backlog', async () => {
    const { store } = renderRoute('/admin', { preloadedState: seed });
    const backlog = within(await section('Verification Backlog'));
    expect(backlog.getByRole('link', { name: 'Users, Pending: 9' })).toBeInTheDocument();
    const item = Object.values(seed.verification.users.entities).find((i) => i!.status === 'pending')!;
    act(() => {
      store.dispatch(
        verificationStatusChanged({
          queue: 'users',
          itemId: item.id,
          subjectId: item.userId,
          from: 'pending',
          to: 'approved',
          today: TEST_REFERENCE_DATE.toISOString(),
        }),
      );
    });
    expect(backlog.getByRole('link', { name: 'Users, Pending: 8' })).toBeInTheDocument();
  });
});

describe('statusTone', () => {
  it('comes from the machine: a completed job reads as success, a cancelled one as error', async () => {
    const { statusTone } = await import('@/machines/lifecycle');
    const { jobMachine } = await import('@/machines/job.machine');
    expect(statusTone(jobMachine, 'completed')).toBe('success');
    expect(statusTone(jobMachine, 'cancelled')).toBe('error');
    expect(statusTone(jobMachine, 'draft')).toBe('default');
  });
});
