import { screen, within } from '@testing-library/react';
import { SIGNED_IN_ADMIN_ID } from '@/lib/session';
import type { AuditEntry } from '@/store/history/audit';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { AuditTimeline } from './AuditTimeline';

const entry: AuditEntry = {
  id: 'a1',
  at: '2026-06-15T11:00:00.000Z',
  by: SIGNED_IN_ADMIN_ID,
  entityType: 'userVerification',
  entityId: 'UV-001',
  entityName: 'Ana Ruiz',
  subjectId: 'USR-001',
  from: 'pending',
  to: 'approved',
  event: 'APPROVE',
};

describe('AuditTimeline', () => {
  it('says what happened, to which record, from which status to which, by whom and when', () => {
    renderWithProviders(
      <AuditTimeline
        entries={[entry, { ...entry, id: 'a2', event: 'UNDO', from: 'approved', to: 'pending' }]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Approved · User verification Ana Ruiz');
    expect(items[0]).toHaveTextContent('Pending → Approved');
    expect(items[0]).toHaveTextContent('by Super Admin');
    expect(within(items[0]!).getByText(/ago|\d{4}/, { selector: 'time' })).toHaveAttribute(
      'datetime',
      entry.at,
    );
    expect(items[1]).toHaveTextContent('Undone');
  });

  it('says when there is nothing yet', () => {
    renderWithProviders(<AuditTimeline entries={[]} />);
    expect(screen.getByText('No activity yet.')).toBeInTheDocument();
  });
});
