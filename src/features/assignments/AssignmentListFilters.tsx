import { useTranslation } from 'react-i18next';
import { ListFilterBar, optionsWithAll } from '@/components/list/ListFilterBar';
import type { ListParams } from '@/components/list/useListParams';
import { ASSIGNMENT_LIST_FILTERS, type AssignmentListFilter } from './assignmentListFilters';

/** Spec 5: search over job title, company and driver; the status and priority filters, all in the URL. */
export function AssignmentListFilters({ params }: { params: ListParams<AssignmentListFilter> }) {
  const { t } = useTranslation();
  return (
    <ListFilterBar
      params={params}
      searchLabel={t('admin.assignments.search')}
      searchPlaceholder={t('admin.assignments.searchPlaceholder')}
      filters={[
        {
          name: 'status',
          label: t('admin.assignments.status'),
          options: optionsWithAll(ASSIGNMENT_LIST_FILTERS.status, t('admin.assignments.allStatus'), (value) =>
            t(`status.${value}`),
          ),
        },
        {
          name: 'priority',
          label: t('admin.assignments.priority'),
          options: optionsWithAll(
            ASSIGNMENT_LIST_FILTERS.priority,
            t('admin.assignments.allPriorities'),
            (value) => t(`notifications.priorities.${value}`),
          ),
        },
      ]}
    />
  );
}
