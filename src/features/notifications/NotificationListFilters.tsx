import { useTranslation } from 'react-i18next';
import { ListFilterBar, optionsWithAll } from '@/components/list/ListFilterBar';
import type { ListParams } from '@/components/list/useListParams';
import type { NotificationListFilter } from './notificationListFilters';
import { NOTIFICATION_TYPE_FILTERS, READ_FILTERS } from './notificationsSlice';

/** Spec 9: search over title and message, the type filter and the read filter, all in the URL. */
export function NotificationListFilters({ params }: { params: ListParams<NotificationListFilter> }) {
  const { t } = useTranslation();
  return (
    <ListFilterBar
      params={params}
      searchLabel={t('admin.notificationList.searchLabel')}
      searchPlaceholder={t('admin.notificationList.searchPlaceholder')}
      filters={[
        {
          name: 'type',
          label: t('admin.notificationList.typeFilter'),
          options: optionsWithAll(NOTIFICATION_TYPE_FILTERS, t('admin.notificationList.allTypes'), (value) =>
            t(`notifications.types.${value}`),
          ),
        },
        {
          name: 'read',
          label: t('admin.notificationList.readFilter'),
          options: READ_FILTERS.map((value) => ({
            value,
            label: t(`admin.notificationList.readFilters.${value}`),
          })),
        },
      ]}
    />
  );
}
