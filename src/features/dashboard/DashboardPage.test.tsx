import { screen, within } from '@testing-library/react';
import { seedDomainState } from '@/app/store';
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

describe('statusTone', () => {
  it('comes from the machine: a completed job reads as success, a cancelled one as error', async () => {
    const { statusTone } = await import('@/machines/lifecycle');
    const { jobMachine } = await import('@/machines/job.machine');
    expect(statusTone(jobMachine, 'completed')).toBe('success');
    expect(statusTone(jobMachine, 'cancelled')).toBe('error');
    expect(statusTone(jobMachine, 'draft')).toBe('default');
  });
});
