import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import { usePageTime } from '@/components/usePageTime';
import { formatLegalDate } from './legalFormat';

/** Spec 2.2: "Last updated" is the day the page is shown, in the current language's long format. */
export function LastUpdated() {
  const { i18n } = useTranslation();
  const today = usePageTime();
  const isoDay = [today.getFullYear(), today.getMonth() + 1, today.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
  return (
    <Typography color="text.secondary" data-testid="last-updated">
      <Trans
        i18nKey="legal.common.lastUpdated"
        values={{ date: formatLegalDate(today, i18n.language) }}
        components={{ time: <time dateTime={isoDay} /> }}
      />
    </Typography>
  );
}
