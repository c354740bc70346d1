import { useTranslation } from 'react-i18next';
import { ListFilterBar, optionsWithAll } from '@/components/list/ListFilterBar';
import type { ListParams } from '@/components/list/useListParams';
import { ACTIVITY_LIST_FILTERS, type ActivityListFilter } from './activitySelectors';

/** Search over the record's name and the event, and the record-type filter, both in the URL. */
export function ActivityListFilters({ params }: { params: ListParams<ActivityListFilter> }) {
  const { t } = useTranslation();
  return (
    <ListFilterBar
      params={params}
      searchLabel={t('admin.activity.list.search')}
      searchPlaceholder={t('admin.activity.list.searchPlaceholder')}
      filters={[
        {
          name: 'type',
          label: t('admin.activity.list.type'),
          options: optionsWithAll(ACTIVITY_LIST_FILTERS.type, t('admin.activity.list.allTypes'), (value) =>
            t(`admin.activity.types.${value}`),
          ),
        },
      ]}
    />
  );
}
