import { useTranslation } from 'react-i18next';
import { ListFilterBar, optionsWithAll } from '@/components/list/ListFilterBar';
import type { ListParams } from '@/components/list/useListParams';
import { JOB_LIST_FILTERS, type JobListFilter } from './jobListFilters';

/** Spec 5: search over title and company; the status and type filters (types with their ranges). */
export function JobListFilters({ params }: { params: ListParams<JobListFilter> }) {
  const { t } = useTranslation();
  return (
    <ListFilterBar
      params={params}
      searchLabel={t('admin.jobList.search')}
      searchPlaceholder={t('admin.jobList.searchPlaceholder')}
      filters={[
        {
          name: 'status',
          label: t('admin.jobList.status'),
          options: optionsWithAll(JOB_LIST_FILTERS.status, t('admin.jobList.allStatus'), (value) =>
            t(`status.${value}`),
          ),
        },
        {
          name: 'type',
          label: t('admin.jobList.type'),
          options: optionsWithAll(JOB_LIST_FILTERS.type, t('admin.jobList.allTypes'), (value) =>
            t(`admin.jobList.typesWithRange.${value}`),
          ),
        },
      ]}
    />
  );
}
