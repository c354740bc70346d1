import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router-dom';
import { statusInSentence, whyNotText } from '@/components/history/whyNot';
import { Refusable } from '@/components/history/Refusable';
import { StatusChip } from '@/components/list/StatusChip';
import { useLocale } from '@/i18n/locale';
import { formatDate } from '@/lib/format';
import { numberFormat } from '@/lib/intl';
import { assignmentMachine } from '@/machines/assignment.machine';
import { statusTone } from '@/machines/lifecycle';
import { useAppSelector } from '@/store/hooks';
import { selectAssignRefusal, type AssignRefusal } from './assignmentSelectors';
import type { Assignment } from './assignmentsSlice';

/** Pieces of an assignment's row that the table and the narrow-screen cards show alike. */

/** From /{role}/jobs/assignments to /{role}/jobs/{jobId}. */
export const jobPath = (jobId: string) => `../${encodeURIComponent(jobId)}`;
/** From /{role}/jobs/assignments to /{role}/users/{userId}. */
export const userPath = (userId: string) => `../../users/${encodeURIComponent(userId)}`;
/** From /{role}/jobs/assignments to /{role}/companies/{companyId}. */
export const companyPath = (companyId: string) => `../../companies/${encodeURIComponent(companyId)}`;

/** The job title, a link to the job. */
export function JobTitleLink({ assignment }: { assignment: Pick<Assignment, 'jobId' | 'jobTitle'> }) {
  return (
    <Link
      component={RouterLink}
      to={jobPath(assignment.jobId)}
      relative="path"
      sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
    >
      <bdi>{assignment.jobTitle}</bdi>
    </Link>
  );
}

/** The assigned driver's name, or "Unassigned". */
export function DriverName({ driver }: { driver: string | null }) {
  const { t } = useLocale();
  if (driver === null) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {t('admin.assignments.unassigned')}
      </Typography>
    );
  }
  return <bdi style={{ overflowWrap: 'anywhere' }}>{driver}</bdi>;
}

export function AssignmentStatus({ status }: { status: Assignment['status'] }) {
  return <StatusChip status={status} tone={statusTone(assignmentMachine, status)} />;
}

export function Priority({ priority }: { priority: Assignment['priority'] }) {
  const { t } = useLocale();
  return <>{t(`notifications.priorities.${priority}`)}</>;
}

/** A calendar date (YYYY-MM-DD) in the current language; "Not yet" for an assignment without one. */
export function CalendarDate({ value }: { value: string | null }) {
  const { t, language } = useLocale();
  if (value === null) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {t('admin.assignments.notAssigned')}
      </Typography>
    );
  }
  return <time dateTime={value}>{formatDate(value, language)}</time>;
}

export function Pay({ amount }: { amount: number }) {
  const { language } = useLocale();
  const money = numberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  return <span>{money.format(amount)}</span>;
}

export type OnAssign = (assignment: Assignment, trigger: HTMLElement) => void;

/** Why Assign Driver is refused, in words: the machine's reason, or the job's status. */
export function assignWhyNotText(t: TFunction, refusal: AssignRefusal, language: string): string {
  switch (refusal.kind) {
    case 'assignment':
    case 'driver':
      return whyNotText(t, refusal.refusal, language);
    case 'job':
      return t('admin.assignments.whyNot.job', { status: statusInSentence(t, refusal.status, language) });
    case 'unknownJob':
      return t('admin.assignments.whyNot.unknownJob');
  }
}

/** Why Assign Driver is refused for this item now, in words; null while both machines accept it. */
export function useAssignWhyNot(assignmentId: string): string | null {
  const { t, language } = useLocale();
  // A string (or null) is selected, so an unchanged answer does not render again.
  return useAppSelector((state) => {
    const refusal = selectAssignRefusal(state, assignmentId);
    return refusal ? assignWhyNotText(t, refusal, language) : null;
  });
}

/**
 * Assign Driver on every item: active while both machines allow it (an unassigned item whose job
 * still takes a driver, with a verified driver to offer), otherwise inactive with the reason.
 */
export function AssignDriverButton({ assignment, onAssign }: { assignment: Assignment; onAssign: OnAssign }) {
  const { t } = useLocale();
  const reason = useAssignWhyNot(assignment.id);
  return (
    <Refusable reason={reason ?? undefined}>
      <Button
        size="small"
        variant="outlined"
        startIcon={<PersonAddAlt1OutlinedIcon aria-hidden />}
        aria-label={t('admin.assignments.assign.buttonLabel', { job: assignment.jobTitle })}
        onClick={(event) => onAssign(assignment, event.currentTarget)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {t('admin.assignments.assign.button')}
      </Button>
    </Refusable>
  );
}
