import Link from '@mui/material/Link';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useLocale } from '@/i18n/locale';
import { formatDateTime } from '@/lib/format';
import type { AuditEntry } from '@/store/history/audit';
import { detailPathOf } from './activitySelectors';

/** When the change was made: date and time in the current language, as a <time>. */
export function When({ at }: { at: string }) {
  const { language } = useLocale();
  return <time dateTime={at}>{formatDateTime(at, language)}</time>;
}

/**
 * The record's name, a link to the user, company or job it is about (under the current role's
 * area) when there is one; Latin names stay left-to-right inside Arabic pages.
 */
export function EntityName({ entry }: { entry: AuditEntry }) {
  const { role = 'admin' } = useParams();
  const to = detailPathOf(entry, role);
  const name = <bdi>{entry.entityName}</bdi>;
  if (!to) return <span style={{ overflowWrap: 'anywhere' }}>{name}</span>;
  return (
    <Link component={RouterLink} to={to} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
      {name}
    </Link>
  );
}
