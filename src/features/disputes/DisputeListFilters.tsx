import { useTranslation } from 'react-i18next';
import { ListFilterBar, optionsWithAll } from '@/components/list/ListFilterBar';
import type { ListParams } from '@/components/list/useListParams';
import { DISPUTE_LIST_FILTERS, type DisputeListFilter } from './disputeListFilters';

/** Spec 5: search over raiser, target and job id; the status and priority filters, all in the URL. */
export function DisputeListFilters({ params }: { params: ListParams<DisputeListFilter> }) {
  const { t } = useTranslation();
  return (
    <ListFilterBar
      params={params}
      searchLabel={t('admin.disputes.search')}
      searchPlaceholder={t('admin.disputes.searchPlaceholder')}
      filters={[
        {
          name: 'status',
          label: t('admin.disputes.status'),
          options: optionsWithAll(DISPUTE_LIST_FILTERS.status, t('admin.disputes.allStatus'), (value) =>
            t(`status.${value}`),
          ),
        },
        {
          name: 'priority',
          label: t('admin.disputes.priority'),
          options: optionsWithAll(DISPUTE_LIST_FILTERS.priority, t('admin.disputes.allPriorities'), (value) =>
            t(`notifications.priorities.${value}`),
          ),
        },
      ]}
    />
  );
}
