import { CardFields } from '@/components/list/CardFields';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Created, DisputeDecisions, DisputeStatus, Party, Priority } from './DisputeCells';
import type { Dispute } from './disputesSlice';

/** A dispute under 768 px: the row's information and its buttons, stacked. */
export function DisputeListCard({ dispute }: { dispute: Dispute }) {
  const { t } = useTranslation();
  const fields = [
    { label: t('admin.disputes.columns.job'), value: <bdi>{dispute.jobId}</bdi> },
    { label: t('admin.disputes.columns.priority'), value: <Priority priority={dispute.priority} /> },
    {
      label: t('admin.disputes.columns.raisedBy'),
      value: <Party name={dispute.raisedBy} role={dispute.raisedByRole} />,
    },
    {
      label: t('admin.disputes.columns.against'),
      value: <Party name={dispute.against} role={dispute.againstRole} />,
    },
    { label: t('admin.disputes.columns.created'), value: <Created value={dispute.createdAt} /> },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>
          <bdi>{dispute.id}</bdi>
        </Typography>
        <DisputeStatus status={dispute.status} />
      </Box>
      <Typography variant="body2">{dispute.reason}</Typography>
      <CardFields fields={fields} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <DisputeDecisions dispute={dispute} />
      </Box>
    </Box>
  );
}
