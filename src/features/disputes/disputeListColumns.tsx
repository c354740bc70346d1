import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { labelsOf } from '@/components/list/labels';
import type { DataListColumn } from '@/components/list/listTypes';
import { PRIORITIES } from '@/fixtures/notifications';
import { Created, DisputeDecisions, DisputeStatus, Party, Priority } from './DisputeCells';
import type { Dispute } from './disputesSlice';

/** Spec 3's dispute: id, job, raised by and against (with roles), reason, priority, status, created. */
export function disputeListColumns(t: TFunction): DataListColumn<Dispute>[] {
  const label = labelsOf(t);
  return [
    {
      field: 'id',
      headerName: t('admin.disputes.columns.id'),
      hideable: false,
      renderCell: (d) => <bdi style={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{d.id}</bdi>,
    },
    {
      field: 'jobId',
      headerName: t('admin.disputes.columns.job'),
      renderCell: (d) => <bdi style={{ whiteSpace: 'nowrap' }}>{d.jobId}</bdi>,
    },
    {
      field: 'raisedBy',
      headerName: t('admin.disputes.columns.raisedBy'),
      flex: 1.4,
      renderCell: (d) => <Party name={d.raisedBy} role={d.raisedByRole} />,
    },
    {
      field: 'against',
      headerName: t('admin.disputes.columns.against'),
      flex: 1.4,
      renderCell: (d) => <Party name={d.against} role={d.againstRole} />,
    },
    {
      field: 'reason',
      headerName: t('admin.disputes.columns.reason'),
      flex: 2,
      renderCell: (d) => <Typography variant="body2">{d.reason}</Typography>,
    },
    {
      field: 'priority',
      headerName: t('admin.disputes.columns.priority'),
      // High first when sorted descending.
      valueGetter: (d) => PRIORITIES.length - PRIORITIES.indexOf(d.priority),
      exportValue: (d) => label(`notifications.priorities.${d.priority}`),
      renderCell: (d) => <Priority priority={d.priority} />,
    },
    {
      field: 'status',
      headerName: t('admin.disputes.columns.status'),
      valueGetter: (d) => label(`status.${d.status}`),
      renderCell: (d) => <DisputeStatus status={d.status} />,
    },
    {
      field: 'createdAt',
      headerName: t('admin.disputes.columns.created'),
      // The day, as text a spreadsheet reads (YYYY-MM-DD).
      exportValue: (d) => d.createdAt.slice(0, 10),
      renderCell: (d) => <Created value={d.createdAt} />,
    },
    {
      field: 'actions',
      headerName: t('admin.disputes.columns.actions'),
      sortable: false,
      exportValue: false,
      hideable: false,
      // Three icon buttons side by side.
      minWidth: 140,
      renderCell: (d) => <DisputeDecisions dispute={d} />,
    },
  ];
}
