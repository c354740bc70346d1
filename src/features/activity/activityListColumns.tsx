import type { TFunction } from 'i18next';
import { auditText } from '@/components/history/auditText';
import type { DataListColumn } from '@/components/list/listTypes';
import type { AuditEntry } from '@/store/history/audit';
import { EntityName, When } from './ActivityCells';

/** The Activity list: when, what happened, to which kind of record and which one, the change, by whom. */
export function activityListColumns(t: TFunction): DataListColumn<AuditEntry>[] {
  const text = auditText(t);
  return [
    {
      field: 'at',
      headerName: t('admin.activity.list.columns.when'),
      flex: 1.2,
      // ISO timestamps sort as text in time order.
      valueGetter: (entry) => entry.at,
      renderCell: (entry) => <When at={entry.at} />,
    },
    {
      field: 'event',
      headerName: t('admin.activity.list.columns.event'),
      flex: 1.2,
      valueGetter: text.event,
    },
    {
      field: 'entityType',
      headerName: t('admin.activity.list.columns.type'),
      valueGetter: text.type,
    },
    {
      field: 'entityName',
      headerName: t('admin.activity.list.columns.name'),
      flex: 1.4,
      valueGetter: (entry) => entry.entityName,
      renderCell: (entry) => <EntityName entry={entry} />,
    },
    {
      field: 'change',
      headerName: t('admin.activity.list.columns.change'),
      flex: 1.4,
      valueGetter: text.change,
    },
    {
      field: 'by',
      headerName: t('admin.activity.list.columns.by'),
      valueGetter: text.who,
    },
  ];
}
