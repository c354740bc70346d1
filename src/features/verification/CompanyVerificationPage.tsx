import { useMemo } from 'react';
import { labelsOf } from '@/components/list/labels';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_COMPANY_TYPES } from '@/fixtures/verification';
import type { RootState } from '@/store/rootState';
import { DataText, DateCell } from './QueueCells';
import { QUEUE_FILTERS } from './queueFilterValues';
import { VerificationQueueView, type QueueColumn } from './VerificationQueueView';
import {
  selectCompanyVerificationCounts,
  selectFilteredCompanyVerificationItems,
  type CompanyVerificationFilters,
  type CompanyVerificationItem,
} from './verificationSlice';

const FILTERS = { ...QUEUE_FILTERS, type: ['all', ...VERIFICATION_COMPANY_TYPES] } as const;

const selectRows = (state: RootState, query: string, filters: Record<keyof typeof FILTERS, string>) =>
  // useListParams gives each filter one of its FILTERS values, so the cast only narrows the type.
  selectFilteredCompanyVerificationItems(state, { query, ...filters } as CompanyVerificationFilters);

const ONE_WORD_MIN_WIDTH = 112;

/**
 * Spec 2.4, Company Verification (/{role}/companies/verification): the queue of companies waiting to
 * be verified (Warehousing among the types, spec 9).
 */
export default function CompanyVerificationPage() {
  const { t } = useTranslation();
  const label = useMemo(() => labelsOf(t), [t]);
  const columns = useMemo(
    (): QueueColumn<CompanyVerificationItem>[] => [
      {
        field: 'type',
        headerName: t('admin.companies.fields.type'),
        valueGetter: (item) => label(`admin.companies.types.${item.type}`),
        renderCell: (item) => t(`admin.companies.types.${item.type}`),
        flex: 0.9,
        // A type's or a city's one word ("Warehousing", "Indianapolis,") on one line at 1366 px.
        minWidth: ONE_WORD_MIN_WIDTH,
      },
      {
        field: 'contactPerson',
        headerName: t('admin.verification.companies.contactPerson'),
        renderCell: (item) => <DataText>{item.contactPerson}</DataText>,
        flex: 1.2,
      },
      {
        field: 'location',
        headerName: t('admin.verification.companies.location'),
        renderCell: (item) => <DataText>{item.location}</DataText>,
        flex: 1.2,
        minWidth: ONE_WORD_MIN_WIDTH,
      },
      {
        field: 'registrationDate',
        headerName: t('admin.verification.companies.registered'),
        renderCell: (item) => <DateCell iso={item.registrationDate} />,
        exportValue: (item) => item.registrationDate.slice(0, 10),
      },
    ],
    [t, label],
  );
  const kind = {
    name: 'type' as const,
    label: t('admin.verification.filters.type'),
    options: FILTERS.type.map((value) => ({
      value,
      label: value === 'all' ? t('admin.verification.filters.allTypes') : t(`admin.companies.types.${value}`),
    })),
  };
  return (
    <VerificationQueueView
      queue="companies"
      title={t('pages.companyVerification')}
      filterOptions={FILTERS}
      kind={kind}
      selectRows={selectRows}
      selectCounts={selectCompanyVerificationCounts}
      detailColumns={columns}
    />
  );
}
