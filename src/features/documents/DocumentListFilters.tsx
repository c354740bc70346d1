import { useTranslation } from 'react-i18next';
import { ListFilterBar, optionsWithAll } from '@/components/list/ListFilterBar';
import type { ListParams } from '@/components/list/useListParams';
import { DOCUMENT_LIST_FILTERS, type DocumentListFilter } from './documentListFilters';

/** Spec 5: search over file name, user name and type; the status and user type filters, all in the URL. */
export function DocumentListFilters({ params }: { params: ListParams<DocumentListFilter> }) {
  const { t } = useTranslation();
  return (
    <ListFilterBar
      params={params}
      searchLabel={t('admin.documents.search')}
      searchPlaceholder={t('admin.documents.searchPlaceholder')}
      filters={[
        {
          name: 'status',
          label: t('admin.documents.status'),
          options: optionsWithAll(DOCUMENT_LIST_FILTERS.status, t('admin.documents.allStatus'), (value) =>
            t(`status.${value}`),
          ),
        },
        {
          name: 'userType',
          label: t('admin.documents.userType'),
          options: optionsWithAll(
            DOCUMENT_LIST_FILTERS.userType,
            t('admin.documents.allUserTypes'),
            (value) => t(`admin.documents.userTypes.${value}`),
          ),
        },
      ]}
    />
  );
}
