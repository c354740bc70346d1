import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { sectionRowSx } from '@/components/SectionCard';
import { usePageTime } from '@/components/usePageTime';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import type { AuditEntry } from '@/store/history/audit';
import { auditText } from './auditText';

/**
 * A record's audit entries as a timeline, newest first (the detail screens' Activity tabs): what
 * happened to which record ("Approved · User verification Ana Ruiz"), the statuses before and
 * after, who did it and when (relative, and the exact date and time in the current language).
 */
export function AuditTimeline({ entries }: { entries: readonly AuditEntry[] }) {
  const { t, i18n } = useTranslation();
  const now = usePageTime();
  const text = auditText(t);
  if (entries.length === 0) {
    return <Typography color="text.secondary">{t('admin.activity.empty')}</Typography>;
  }
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry) => (
        <Box
          component="li"
          key={entry.id}
          sx={{ ...sectionRowSx, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
        >
          <HistoryIcon aria-hidden fontSize="small" sx={{ color: 'text.secondary', mt: 0.25 }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              <Box component="strong">{text.event(entry)}</Box> · {text.type(entry)}{' '}
              <bdi>{entry.entityName}</bdi>
            </Typography>
            <Typography variant="body2">{text.change(entry)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('admin.activity.by', { who: text.who(entry) })} ·{' '}
              <time dateTime={entry.at}>
                {formatRelativeTime(entry.at, now, i18n.language)} ({formatDateTime(entry.at, i18n.language)})
              </time>
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
