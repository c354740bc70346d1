import { render, screen } from '@testing-library/react';
import { StatCard } from './StatCard';

describe('StatCard', () => {
  it('shows the title, value, description, trend with its meaning in text, and the action', () => {
    render(
      <StatCard
        title="Total users"
        value="1,248"
        description="Registered accounts"
        trend={{ direction: 'up', text: '+12% from last month', tone: 'success' }}
        action={<a href="/admin/users">View All</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Total users' })).toBeInTheDocument();
    expect(screen.getByText('1,248')).toBeInTheDocument();
    expect(screen.getByText('Registered accounts')).toBeInTheDocument();
    expect(screen.getByText('+12% from last month')).toHaveTextContent('Up +12% from last month');
    expect(screen.getByRole('link', { name: 'View All' })).toBeInTheDocument();
  });

  it.each([
    ['down', 'Down'],
    ['flat', 'No change'],
  ] as const)('names a %s trend for screen readers', (direction, word) => {
    render(
      <StatCard title="Disputes" value={3} trend={{ direction, text: 'vs last week' }} headingLevel={3} />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Disputes' })).toBeInTheDocument();
    expect(screen.getByText('vs last week')).toHaveTextContent(`${word} vs last week`);
  });
});
