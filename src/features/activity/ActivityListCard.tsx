import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { auditText } from '@/components/history/auditText';
import { CardFields } from '@/components/list/CardFields';
import type { AuditEntry } from '@/store/history/audit';
import { EntityName, When } from './ActivityCells';

/** An audit entry under 768 px: the event and when, then the row's other columns, stacked. */
export function ActivityListCard({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const text = auditText(t);
  const fields = [
    { label: t('admin.activity.list.columns.type'), value: text.type(entry) },
    { label: t('admin.activity.list.columns.name'), value: <EntityName entry={entry} /> },
    { label: t('admin.activity.list.columns.change'), value: text.change(entry) },
    { label: t('admin.activity.list.columns.by'), value: text.who(entry) },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          columnGap: 1,
        }}
      >
        <Typography sx={{ fontWeight: 600 }}>{text.event(entry)}</Typography>
        <Typography variant="body2" color="text.secondary">
          <When at={entry.at} />
        </Typography>
      </Box>
      <CardFields fields={fields} />
    </Box>
  );
}
