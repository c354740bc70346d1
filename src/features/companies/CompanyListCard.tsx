import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '@/components/list/StatusChip';
import { numberFormat } from '@/lib/intl';
import { statusTone } from '@/machines/lifecycle';
import { companyStatusMachine } from '@/machines/statusSets.machine';
import type { Company } from './companiesSlice';
import { CompanyIdentity, Day, ViewCompanyLink } from './CompanyCells';
import { FieldList } from './FieldList';
import { VerifiedMark } from './VerifiedMark';

/** A company under 768 px: the row's information and its View link, stacked. */
export function CompanyListCard({ company }: { company: Company }) {
  const { t, i18n } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <CompanyIdentity company={company} />
        <StatusChip status={company.status} tone={statusTone(companyStatusMachine, company.status)} />
      </Box>
      <FieldList
        narrowColumns={2}
        fields={[
          { label: t('admin.companyList.columns.type'), value: t(`admin.companies.types.${company.type}`) },
          {
            label: t('admin.companyList.columns.verified'),
            value: <VerifiedMark verified={company.verified} />,
          },
          {
            label: t('admin.companyList.columns.employees'),
            value: numberFormat(i18n.language).format(company.employees),
          },
          { label: t('admin.companyList.columns.joined'), value: <Day value={company.joinDate} /> },
        ]}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <ViewCompanyLink company={company} />
      </Box>
    </Box>
  );
}
