import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList } from '@/components/list/DataList';
import { useListParams } from '@/components/list/useListParams';
import { PageHeader } from '@/components/PageHeader';
import { useAppSelector } from '@/store/hooks';
import { AssignDriverDialog } from './AssignDriverDialog';
import type { OnAssign } from './AssignmentCells';
import { AssignmentListCard } from './AssignmentListCard';
import { assignmentListColumns } from './assignmentListColumns';
import { AssignmentListFilters } from './AssignmentListFilters';
import { assignmentFiltersFrom, ASSIGNMENT_LIST_FILTERS } from './assignmentListFilters';
import { AssignmentListStats } from './AssignmentListStats';
import { userActionsId } from './AssignmentMenus';
import { selectAssignmentRows, type AssignmentRow } from './assignmentSelectors';
import type { Assignment } from './assignmentsSlice';

const rowId = (row: AssignmentRow) => row.id;

interface Assigning {
  assignment: Assignment | null;
  open: boolean;
  trigger: HTMLElement | null;
}

/**
 * Spec 2.4, Job Assignments: the total and a card per status, search and filters (in the URL:
 * `?q=&status=&priority=`), the assignments as a table from 768 px and cards below, Assign Driver
 * (verified drivers only) and each row's User Actions and Company Actions menus.
 */
export default function JobAssignmentsPage() {
  const { t } = useTranslation();
  const params = useListParams(ASSIGNMENT_LIST_FILTERS);
  const filters = assignmentFiltersFrom(params.query, params.filters);
  const rows = useAppSelector((state) => selectAssignmentRows(state, filters));
  /** The dialog's item (kept while it closes) and where the focus goes back to afterwards. */
  const [assigning, setAssigning] = useState<Assigning>({ assignment: null, open: false, trigger: null });

  const onAssign: OnAssign = useCallback(
    (assignment, trigger) => setAssigning({ assignment, open: true, trigger }),
    [],
  );
  const columns = useMemo(() => assignmentListColumns(t, onAssign), [t, onAssign]);

  // Once assigned, the Assign Driver button is gone: the row's User Actions takes the focus.
  const onClose = (assigned: boolean) =>
    setAssigning((current) => ({ ...current, open: false, trigger: assigned ? null : current.trigger }));
  const onExited = () => {
    const { assignment, trigger } = assigning;
    const element =
      (trigger?.isConnected ? trigger : null) ??
      (assignment ? document.getElementById(userActionsId(assignment.id)) : null) ??
      document.querySelector<HTMLElement>('[role="search"] input');
    element?.focus();
  };

  return (
    <>
      <PageHeader title={t('pages.jobAssignments')} description={t('admin.assignments.description')} />
      <AssignmentListStats />
      <AssignmentListFilters params={params} />
      <DataList
        listId="assignments"
        rows={rows}
        columns={columns}
        getRowId={rowId}
        renderCard={(row) => <AssignmentListCard row={row} onAssign={onAssign} />}
        ariaLabel={t('admin.assignments.tableLabel')}
        emptyTitle={t('admin.assignments.emptyTitle')}
        emptyHint={t('admin.assignments.emptyHint')}
        dense
      />
      <AssignDriverDialog
        assignment={assigning.assignment}
        open={assigning.open}
        onClose={onClose}
        onExited={onExited}
      />
    </>
  );
}
