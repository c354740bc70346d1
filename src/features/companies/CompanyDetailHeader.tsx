import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { LifecycleButton } from '@/components/lifecycle/LifecycleButton';
import { StatusChip } from '@/components/list/StatusChip';
import { PageHeader } from '@/components/PageHeader';
import { statusTone } from '@/machines/lifecycle';
import { companyStatusMachine } from '@/machines/statusSets.machine';
import type { Company } from './companiesSlice';
import { VerifiedMark } from './VerifiedMark';

/**
 * The detail's h1 (the company's name), its type and id, its status badge and verification, and
 * Lifecycle: the company status machine with the company's status.
 */
export function CompanyDetailHeader({ company }: { company: Company }) {
  const { t } = useTranslation();
  return (
    <PageHeader
      title={company.name}
      description={`${t(`admin.companies.types.${company.type}`)} · ${company.id}`}
      actions={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <StatusChip status={company.status} tone={statusTone(companyStatusMachine, company.status)} />
          <VerifiedMark verified={company.verified} />
          <LifecycleButton
            machine={companyStatusMachine}
            status={company.status}
            title={t('admin.companyList.detail.lifecycleTitle')}
            eventLabel={(type) => t(`admin.activity.events.${type}`, { defaultValue: type })}
          />
        </Box>
      }
    />
  );
}
