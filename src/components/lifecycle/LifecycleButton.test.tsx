import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { assignmentMachine } from '@/machines/assignment.machine';
import { jobMachine } from '@/machines/job.machine';
import { transitionsOf } from '@/machines/lifecycle';
import { disputeStatusMachine } from '@/machines/statusSets.machine';
import { userStatusMachine } from '@/machines/userStatus.machine';
import { LifecycleButton } from './LifecycleButton';
import { LifecycleDiagram } from './LifecycleDiagram';
import { layoutLifecycle } from './lifecycleLayout';

const label = (type: string) => `ev:${type}`;

const transitionItems = () =>
  within(screen.getByRole('region', { name: 'Transitions' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('LifecycleButton', () => {
  it('opens the user lifecycle with the current status and the events it accepts now', async () => {
    render(
      <LifecycleButton
        machine={userStatusMachine}
        status="active"
        eventLabel={label}
        title="User lifecycle"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Lifecycle' }));

    const dialog = screen.getByRole('dialog', { name: 'User lifecycle' });
    expect(within(dialog).getByRole('img', { name: /Diagram of the statuses/ })).toBeInTheDocument();
    expect(transitionItems()).toEqual([
      'From Active (current): ev:MARK_UNDER_REVIEW → Under Review (available now)',
      'From Active (current): ev:SUSPEND → Suspended (available now)',
      'From Pending: ev:VERIFY → Active',
      'From Suspended: ev:APPROVE → Active',
      'From Under Review: ev:APPROVE → Active',
      'From Under Review: ev:REJECT → Suspended',
    ]);
    // The drawing marks them too: a "Current" badge, and solid arrows for the available events.
    const svg = screen.getByTestId('lifecycle-diagram');
    expect(within(svg as unknown as HTMLElement).getByText('Current')).toBeInTheDocument();
    expect(svg.querySelectorAll('path.lc-available')).toHaveLength(2);
    expect(svg.querySelectorAll('rect.lc-current')).toHaveLength(1);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('draws the job lifecycle, its self transitions and its final statuses', () => {
    render(<LifecycleDiagram machine={jobMachine} status="draft" eventLabel={label} />);
    const items = transitionItems();
    expect(items).toContain('From Draft (current): ev:POST → Active (available now)');
    expect(items).toContain('From Draft (current): ev:ASSIGN_BROKER → Draft (available now)');
    expect(items).toContain('From Active: ev:PAUSE → Draft');
    expect(items).toContain('Completed: final, no event changes it');
    expect(items.filter((item) => item?.includes('(available now)'))).toHaveLength(2);
    const svg = screen.getByTestId('lifecycle-diagram');
    expect(svg.querySelectorAll('path')).toHaveLength(transitionsOf(jobMachine).length);
    expect(svg.querySelectorAll('rect')).toHaveLength(5);
  });

  it('names a guard beside its event', () => {
    render(<LifecycleDiagram machine={assignmentMachine} status="unassigned" eventLabel={label} />);
    expect(transitionItems()[0]).toBe(
      'From Unassigned (current): ev:ASSIGN_DRIVER [verified driver] → Assigned (available now)',
    );
  });
});

describe('layoutLifecycle', () => {
  const layout = layoutLifecycle({
    statuses: ['open', 'in_review', 'resolved', 'rejected'],
    transitions: transitionsOf(disputeStatusMachine),
    current: 'in_review',
    statusLabel: (s) => s,
    arrowLabel: (t) => t.event,
    currentBadge: 'Current',
  });

  it('gives every arrow its own rows, so no two labels share a line', () => {
    const labelRows = layout.arrows.map((arrow) => arrow.labelAt[1]);
    expect(new Set(labelRows).size).toBe(labelRows.length);
    const ends = layout.arrows.flatMap((arrow) => [arrow.points[0]![1], arrow.points[3]![1]]);
    expect(new Set(ends).size).toBe(ends.length);
  });

  it('keeps arrows whose rows overlap in separate lanes', () => {
    const spans = layout.arrows.map((arrow) => ({
      x: arrow.points[1]![0],
      top: Math.min(arrow.points[1]![1], arrow.points[2]![1]),
      bottom: Math.max(arrow.points[1]![1], arrow.points[2]![1]),
    }));
    for (const a of spans)
      for (const b of spans)
        if (a !== b && a.x === b.x) expect(a.bottom < b.top || b.bottom < a.top).toBe(true);
  });

  it('marks the arrows that leave the current status as available, and stays phone-sized', () => {
    expect(layout.arrows.filter((arrow) => arrow.available).map((arrow) => arrow.transition.event)).toEqual([
      'RESOLVE',
      'REJECT',
    ]);
    expect(layout.width).toBeLessThan(360);
  });
});
