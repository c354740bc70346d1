import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { auditText } from '@/components/history/auditText';
import { DataList } from '@/components/list/DataList';
import { useListParams } from '@/components/list/useListParams';
import { PageHeader } from '@/components/PageHeader';
import type { AuditEntry } from '@/store/history/audit';
import { useAppSelector } from '@/store/hooks';
import { activityListColumns } from './activityListColumns';
import { ActivityListCard } from './ActivityListCard';
import { ActivityListFilters } from './ActivityListFilters';
import {
  ACTIVITY_LIST_FILTERS,
  activityFiltersFrom,
  selectActivityRows,
  selectHasActivity,
} from './activitySelectors';

const entryId = (entry: AuditEntry) => entry.id;

/**
 * Activity (issue 12): the audit trail, every status change of every record, newest first. Search
 * over the record's name and the event, a filter by kind of record (`?q=&type=`), sort and page in
 * the URL too; a table from 768 px and cards below. Each name opens its user, company or job.
 */
export default function ActivityPage() {
  const { t } = useTranslation();
  const params = useListParams(ACTIVITY_LIST_FILTERS);
  const eventLabel = useMemo(() => auditText(t).event, [t]);
  const filters = activityFiltersFrom(params.query, params.filters, eventLabel);
  const entries = useAppSelector((state) => selectActivityRows(state, filters));
  const hasActivity = useAppSelector(selectHasActivity);
  const columns = useMemo(() => activityListColumns(t), [t]);

  return (
    <>
      <PageHeader title={t('admin.activity.title')} description={t('admin.activity.description')} />
      <ActivityListFilters params={params} />
      <DataList
        listId="activity"
        rows={entries}
        columns={columns}
        getRowId={entryId}
        renderCard={(entry) => <ActivityListCard entry={entry} />}
        ariaLabel={t('admin.activity.list.tableLabel')}
        emptyTitle={hasActivity ? t('admin.activity.list.noMatch') : t('admin.activity.empty')}
        emptyHint={hasActivity ? t('admin.activity.list.noMatchHint') : t('admin.activity.emptyHint')}
        dense
      />
    </>
  );
}
