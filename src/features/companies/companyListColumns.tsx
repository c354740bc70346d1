import type { TFunction } from 'i18next';
import { labelsOf } from '@/components/list/labels';
import type { DataListColumn } from '@/components/list/listTypes';
import { StatusChip } from '@/components/list/StatusChip';
import { numberFormat } from '@/lib/intl';
import { statusTone } from '@/machines/lifecycle';
import { companyStatusMachine } from '@/machines/statusSets.machine';
import type { Company } from './companiesSlice';
import { CompanyIdentity, Day, ViewCompanyLink } from './CompanyCells';
import { VerifiedMark } from './VerifiedMark';

/**
 * The company list's columns: Company (name and email), Type, Status, Verified, Employees, Joined,
 * Actions. Every column but Actions sorts, by what it shows (Joined by date).
 */
export function companyListColumns(t: TFunction, language: string): DataListColumn<Company>[] {
  const label = labelsOf(t);
  const number = numberFormat(language);
  return [
    {
      field: 'name',
      headerName: t('admin.companyList.columns.company'),
      flex: 2.4,
      hideable: false,
      renderCell: (company) => <CompanyIdentity company={company} />,
    },
    {
      field: 'type',
      headerName: t('admin.companyList.columns.type'),
      valueGetter: (company) => label(`admin.companies.types.${company.type}`),
    },
    {
      field: 'status',
      headerName: t('admin.companyList.columns.status'),
      valueGetter: (company) => label(`status.${company.status}`),
      renderCell: (company) => (
        <StatusChip status={company.status} tone={statusTone(companyStatusMachine, company.status)} />
      ),
    },
    {
      field: 'verified',
      headerName: t('admin.companyList.columns.verified'),
      flex: 1.2,
      valueGetter: (company) => (company.verified ? 1 : 0),
      exportValue: (company) =>
        t(company.verified ? 'admin.companyList.verified' : 'admin.companyList.notVerified'),
      renderCell: (company) => <VerifiedMark verified={company.verified} />,
    },
    {
      field: 'employees',
      headerName: t('admin.companyList.columns.employees'),
      valueGetter: (company) => company.employees,
      renderCell: (company) => number.format(company.employees),
    },
    {
      field: 'joinDate',
      headerName: t('admin.companyList.columns.joined'),
      valueGetter: (company) => Date.parse(company.joinDate),
      exportValue: (company) => company.joinDate,
      renderCell: (company) => <Day value={company.joinDate} />,
    },
    {
      field: 'actions',
      headerName: t('admin.companyList.columns.actions'),
      sortable: false,
      exportValue: false,
      renderCell: (company) => <ViewCompanyLink company={company} />,
    },
  ];
}
