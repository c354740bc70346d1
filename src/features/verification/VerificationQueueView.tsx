import { useTranslation } from 'react-i18next';
import { DataList } from '@/components/list/DataList';
import { ListFilterBar, optionsWithAll, type FilterField } from '@/components/list/ListFilterBar';
import { useListParams, type FilterOptions } from '@/components/list/useListParams';
import { useRowSelection } from '@/components/list/useRowSelection';
import { PageHeader } from '@/components/PageHeader';
import { useAppSelector } from '@/store/hooks';
import type { RootState } from '@/store/rootState';
import { QueueBulkActions } from './QueueBulkActions';
import { QueueCard, useQueueColumns, type QueueColumn, type QueueItem } from './queueColumns';
import { QueueStatCards } from './QueueStatCards';
import type { VerificationQueue, VerificationStatus } from './verificationSlice';

export type { QueueColumn } from './queueColumns';

const itemId = (item: QueueItem) => item.id;

/** The queues' filters: status, priority, and the queue's own (role or type). */
export type QueueFilterName<K extends string> = 'status' | 'priority' | K;

export interface VerificationQueueViewProps<Item extends QueueItem, K extends string> {
  queue: VerificationQueue;
  title: string;
  /** Each filter's values, "all" first (a module constant: useListParams keeps it). */
  filterOptions: FilterOptions<QueueFilterName<K>>;
  /** The queue's own filter: role (users) or type (companies). */
  kind: FilterField<K>;
  /** The queue's items for the search and filters read from the URL. */
  selectRows: (
    state: RootState,
    query: string,
    filters: Record<QueueFilterName<K>, string>,
  ) => readonly Item[];
  selectCounts: (state: RootState) => Record<VerificationStatus, number>;
  /** The columns between the subject and the documents (role, company… or type, contact…). */
  detailColumns: readonly QueueColumn<Item>[];
}

/**
 * Spec 2.4, the User Verification and Company Verification queues, written once: a card per
 * status, search and filters in the URL, the table (cards under 768 px) with each item's documents
 * and every action (the ones the verification machine refuses from its status disabled, with its
 * reason); rows can be selected for the bulk toolbar (issue 12).
 */
export function VerificationQueueView<Item extends QueueItem, K extends string>({
  queue,
  title,
  filterOptions,
  kind,
  selectRows,
  selectCounts,
  detailColumns,
}: VerificationQueueViewProps<Item, K>) {
  const { t } = useTranslation();
  const params = useListParams(filterOptions);
  const rows = useAppSelector((state) => selectRows(state, params.query, params.filters));
  const counts = useAppSelector(selectCounts);
  const { columns, cardDetails } = useQueueColumns(queue, detailColumns);
  const selection = useRowSelection<Item>(rows, itemId);
  const texts = (key: string) => t(`admin.verification.${queue}.${key}`);

  return (
    <>
      <PageHeader title={title} description={texts('description')} />
      <QueueStatCards counts={counts} />
      <ListFilterBar<QueueFilterName<K>>
        params={params}
        searchLabel={texts('search')}
        filters={[
          {
            name: 'status',
            label: t('admin.verification.filters.status'),
            options: optionsWithAll(
              filterOptions.status,
              t('admin.verification.filters.allStatuses'),
              (value) => t(`status.${value}`),
            ),
          },
          {
            name: 'priority',
            label: t('admin.verification.filters.priority'),
            options: optionsWithAll(
              filterOptions.priority,
              t('admin.verification.filters.allPriorities'),
              (value) => t(`notifications.priorities.${value}`),
            ),
          },
          kind,
        ]}
      />
      {/* Nine columns must fit beside the sidebar at 1366 px: dense cells. */}
      <DataList
        listId={`${queue}-verification`}
        rows={rows}
        columns={columns}
        getRowId={itemId}
        ariaLabel={texts('list')}
        renderCard={(item) => <QueueCard queue={queue} item={item} details={cardDetails} />}
        dense
        selection={{
          selected: selection.selected,
          onChange: selection.onChange,
          rowLabel: (item) => t('admin.tools.bulk.selectRow', { name: item.name }),
        }}
        bulkActions={
          <QueueBulkActions queue={queue} selected={selection.selectedRows} onClear={selection.clear} />
        }
      />
    </>
  );
}
