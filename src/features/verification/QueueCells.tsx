import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import type { Tone } from '@/components/list/StatusChip';
import { useLocale } from '@/i18n/locale';
import { dateTimeFormat } from '@/lib/intl';
import type { Priority } from './verificationSlice';

/** Pieces of a queue item that the table and the narrow-screen cards show alike. */

/** Name over email. */
export function Subject({ name, email }: { name: string; email: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600 }}>
        <bdi>{name}</bdi>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
        <bdi dir="ltr">
          <EmailAddress email={email} />
        </bdi>
      </Typography>
    </Box>
  );
}

/** An email address that may wrap after the @ and before a dot of the domain, never mid-word. */
function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return <>{email}</>;
  const [first = '', ...rest] = email.slice(at + 1).split('.');
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {first}
      {rest.map((part, index) => (
        <Fragment key={index}>
          <wbr />.{part}
        </Fragment>
      ))}
    </>
  );
}

/**
 * A sample-data value (company, person, place, phone) inside translated text: isolated, so that in
 * Arabic its punctuation stays where it belongs ("Summit Freight Co.", "(370) 555-7290").
 */
export function DataText({ children, ltr = false }: { children: ReactNode; ltr?: boolean }) {
  return (
    <bdi dir={ltr ? 'ltr' : undefined} style={ltr ? { whiteSpace: 'nowrap' } : undefined}>
      {children}
    </bdi>
  );
}

/** How urgent each priority looks (the word is always shown, never the colour alone). */
const PRIORITY_TONES: Record<Priority, Tone> = { high: 'error', medium: 'warning', low: 'default' };

export function PriorityChip({ priority }: { priority: Priority }) {
  const { t } = useLocale();
  return (
    <Chip
      label={t(`notifications.priorities.${priority}`)}
      color={PRIORITY_TONES[priority]}
      variant="outlined"
      size="small"
    />
  );
}

/** Sort rank of a priority: high first when ascending. */
export const PRIORITY_RANK: Record<Priority, number> = { high: 0, medium: 1, low: 2 };

/** A date (no time) in the current language, as a <time> element. */
export function DateCell({ iso }: { iso: string }) {
  const { language } = useLocale();
  return (
    <time dateTime={iso}>{dateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso))}</time>
  );
}

/** One labelled value of a card (a <dt>/<dd> pair inside the card's <dl>). */
export function CardField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}
