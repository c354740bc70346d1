import { useTranslation } from 'react-i18next';
import { ListFilterBar, optionsWithAll } from '@/components/list/ListFilterBar';
import type { ListParams } from '@/components/list/useListParams';
import { COMPANY_LIST_FILTERS, type CompanyListFilter } from './companyListFilters';

/** Spec 2.4: search over name and email, the type filter and the status filter, all in the URL. */
export function CompanyListFilters({ params }: { params: ListParams<CompanyListFilter> }) {
  const { t } = useTranslation();
  return (
    <ListFilterBar
      params={params}
      searchLabel={t('admin.companyList.search')}
      searchPlaceholder={t('admin.companyList.searchPlaceholder')}
      filters={[
        {
          name: 'type',
          label: t('admin.companies.fields.type'),
          options: optionsWithAll(COMPANY_LIST_FILTERS.type, t('admin.companyList.allTypes'), (value) =>
            t(`admin.companies.types.${value}`),
          ),
        },
        {
          name: 'status',
          label: t('admin.companyList.status'),
          options: optionsWithAll(COMPANY_LIST_FILTERS.status, t('admin.companyList.allStatus'), (value) =>
            t(`status.${value}`),
          ),
        },
      ]}
    />
  );
}
