import Chip from '@mui/material/Chip';
import { useLocale } from '@/i18n/locale';

/** The colour families a caller may give a status; the caller (a state machine) decides which. */
export type Tone = 'success' | 'warning' | 'error' | 'info' | 'default';

export interface StatusChipProps {
  /** A status key from a state machine, e.g. "under_review". */
  status: string;
  tone?: Tone;
}

/**
 * A status label from the `status.*` catalogue. The colour comes only from `tone`: the chip never
 * reads meaning into the status string. Outlined chips draw text in `<tone>.main`, which meets
 * WCAG AA (4.5:1) on the paper and page backgrounds of both themes (see StatusChip.test.tsx).
 */
export function StatusChip({ status, tone = 'default' }: StatusChipProps) {
  const { t } = useLocale();
  const label = t(`status.${status}`, { defaultValue: status.replaceAll('_', ' ') });
  return <Chip label={label} color={tone} variant="outlined" size="small" />;
}
