import { useMemo } from 'react';
import { labelsOf } from '@/components/list/labels';
import { useTranslation } from 'react-i18next';
import { USER_ROLES } from '@/fixtures/users';
import type { RootState } from '@/store/rootState';
import { DataText, DateCell } from './QueueCells';
import { QUEUE_FILTERS } from './queueFilterValues';
import { VerificationQueueView, type QueueColumn } from './VerificationQueueView';
import {
  selectFilteredUserVerificationItems,
  selectUserVerificationCounts,
  type UserVerificationFilters,
  type UserVerificationItem,
} from './verificationSlice';

const FILTERS = { ...QUEUE_FILTERS, role: ['all', ...USER_ROLES] } as const;

const selectRows = (state: RootState, query: string, filters: Record<keyof typeof FILTERS, string>) =>
  // useListParams gives each filter one of its FILTERS values, so the cast only narrows the type.
  selectFilteredUserVerificationItems(state, { query, ...filters } as UserVerificationFilters);

/** Spec 2.4, User Verification (/{role}/users/verification): the queue of users waiting to be verified. */
export default function UserVerificationPage() {
  const { t } = useTranslation();
  const label = useMemo(() => labelsOf(t), [t]);
  const columns = useMemo(
    (): QueueColumn<UserVerificationItem>[] => [
      {
        field: 'role',
        headerName: t('admin.users.fields.role'),
        valueGetter: (item) => label(`admin.users.roles.${item.role}`),
        renderCell: (item) => t(`admin.users.roles.${item.role}`),
        flex: 0.8,
      },
      {
        field: 'company',
        headerName: t('admin.verification.users.company'),
        valueGetter: (item) => item.company ?? '',
        renderCell: (item) =>
          item.company ? <DataText>{item.company}</DataText> : t('admin.verification.noCompany'),
        flex: 1.3,
      },
      {
        field: 'phone',
        headerName: t('admin.users.fields.phone'),
        renderCell: (item) => <DataText ltr>{item.phone}</DataText>,
        flex: 1.2,
        // A phone number is kept on one line ("(370) 555-7290").
        minWidth: 128,
      },
      {
        field: 'joinDate',
        headerName: t('admin.verification.users.joinDate'),
        // A date is kept on one line ("Nov 23, 2026").
        minWidth: 116,
        renderCell: (item) => <DateCell iso={item.joinDate} />,
        exportValue: (item) => item.joinDate.slice(0, 10),
      },
    ],
    [t, label],
  );
  const kind = {
    name: 'role' as const,
    label: t('admin.verification.filters.role'),
    options: FILTERS.role.map((value) => ({
      value,
      label: value === 'all' ? t('admin.verification.filters.allRoles') : t(`admin.users.roles.${value}`),
    })),
  };
  return (
    <VerificationQueueView
      queue="users"
      title={t('pages.userVerification')}
      filterOptions={FILTERS}
      kind={kind}
      selectRows={selectRows}
      selectCounts={selectUserVerificationCounts}
      detailColumns={columns}
    />
  );
}
