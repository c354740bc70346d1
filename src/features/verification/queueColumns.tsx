import Box from '@mui/material/Box';
import { labelsOf } from '@/components/list/labels';
import { useMemo, type ReactNode } from 'react';
import type { DataListColumn } from '@/components/list/listTypes';
import { StatusChip } from '@/components/list/StatusChip';
import { useLocale } from '@/i18n/locale';
import { statusesOf, statusTone } from '@/machines/lifecycle';
import { verificationQueueMachine } from '@/machines/verificationQueue.machine';
import { DocumentsCell } from './DocumentsDialog';
import { QueueActions } from './QueueActions';
import { CardField, PriorityChip, PRIORITY_RANK, Subject } from './QueueCells';
import type {
  CompanyVerificationItem,
  UserVerificationItem,
  VerificationQueue,
  VerificationStatus,
} from './verificationSlice';

export type QueueItem = UserVerificationItem | CompanyVerificationItem;

/** A column of a queue: its cell is also the value shown on the item's card under 768 px. */
export type QueueColumn<Item> = DataListColumn<Item> & Required<Pick<DataListColumn<Item>, 'renderCell'>>;

/** One labelled value of an item's card. */
interface CardDetail<Item> {
  field: string;
  label: string;
  render: (item: Item) => ReactNode;
}

const STATUSES = statusesOf(verificationQueueMachine);

export function QueueStatus({ status }: { status: VerificationStatus }) {
  return <StatusChip status={status} tone={statusTone(verificationQueueMachine, status)} />;
}

/**
 * The table's columns (subject, the queue's own columns, documents, priority, status, actions) and
 * the same information as the card's fields, so that the two never drift apart.
 */
export function useQueueColumns<Item extends QueueItem>(
  queue: VerificationQueue,
  detailColumns: readonly QueueColumn<Item>[],
) {
  const { t } = useLocale();
  return useMemo(() => {
    const label = labelsOf(t);
    const documentsLabel = t('admin.verification.columns.documents');
    const priority: QueueColumn<Item> = {
      field: 'priority',
      headerName: t('admin.verification.columns.priority'),
      valueGetter: (item) => PRIORITY_RANK[item.priority],
      exportValue: (item) => label(`notifications.priorities.${item.priority}`),
      renderCell: (item) => <PriorityChip priority={item.priority} />,
      flex: 0.8,
    };
    const columns: DataListColumn<Item>[] = [
      {
        field: 'name',
        headerName: t(`admin.verification.${queue}.subject`),
        renderCell: (item) => <Subject name={item.name} email={item.email} />,
        exportValue: (item) => item.name,
        hideable: false,
        flex: 2.6,
        minWidth: 150,
      },
      ...detailColumns,
      {
        field: 'documents',
        headerName: documentsLabel,
        valueGetter: (item) => item.documents.length,
        renderCell: (item) => <DocumentsCell name={item.name} documents={item.documents} compact />,
        flex: 0.8,
      },
      priority,
      {
        field: 'status',
        headerName: t('admin.verification.columns.status'),
        valueGetter: (item) => STATUSES.indexOf(item.status),
        exportValue: (item) => label(`status.${item.status}`),
        renderCell: (item) => <QueueStatus status={item.status} />,
      },
      {
        field: 'actions',
        headerName: t('admin.verification.columns.actions'),
        renderCell: (item) => <QueueActions queue={queue} item={item} compact />,
        exportValue: false,
        sortable: false,
        // Three icon buttons side by side.
        minWidth: 128,
      },
    ];
    const cardDetails: CardDetail<Item>[] = [
      ...detailColumns.map((column) => ({
        field: column.field,
        label: column.headerName,
        render: column.renderCell,
      })),
      {
        field: 'documents',
        label: documentsLabel,
        render: (item) => <DocumentsCell name={item.name} documents={item.documents} />,
      },
      { field: 'priority', label: priority.headerName, render: priority.renderCell },
    ];
    return { columns, cardDetails };
  }, [detailColumns, queue, t]);
}

/** An item under 768 px: the row's information and its actions, stacked. */
export function QueueCard<Item extends QueueItem>({
  queue,
  item,
  details,
}: {
  queue: VerificationQueue;
  item: Item;
  details: readonly CardDetail<Item>[];
}) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Subject name={item.name} email={item.email} />
        <QueueStatus status={item.status} />
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}
      >
        {details.map((detail) => (
          <CardField key={detail.field} label={detail.label}>
            {detail.render(item)}
          </CardField>
        ))}
      </Box>
      <QueueActions queue={queue} item={item} />
    </Box>
  );
}
