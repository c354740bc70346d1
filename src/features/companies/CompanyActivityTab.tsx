import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AuditTimeline } from '@/components/history/AuditTimeline';
import { selectAuditFor } from '@/store/history/audit';
import { useAppSelector } from '@/store/hooks';
import type { Company } from './companiesSlice';

/**
 * The Activity tab (issue 12): the audit trail's entries of the company and of its verification
 * item, newest first.
 */
export function CompanyActivityTab({ company }: { company: Company }) {
  const { t } = useTranslation();
  const entries = useAppSelector((state) => selectAuditFor(state, company.id));
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('admin.activity.tabDescription')}
      </Typography>
      <AuditTimeline entries={entries} />
    </>
  );
}
