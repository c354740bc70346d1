import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useUndoable } from '@/components/history/useUndoable';
import { whyNotText } from '@/components/history/whyNot';
import { Refusable } from '@/components/history/Refusable';
import { StatusChip } from '@/components/list/StatusChip';
import { SectionCard, sectionRowSx } from '@/components/SectionCard';
import { StarRating } from '@/components/StarRating';
import { formatDate } from '@/lib/format';
import { numberFormat } from '@/lib/intl';
import { applicantMachine } from '@/machines/applicant.machine';
import { statusTone } from '@/machines/lifecycle';
import { initialsOf } from '@/lib/initials';
import { applicantActionsOf, type ApplicantEventType } from './jobDetailSelectors';
import { applicantStatusEventSent, type Applicant, type Job } from './jobsSlice';

const ACTION_TEXTS = {
  APPROVE: { button: 'approve', named: 'approveNamed', title: 'approved', text: 'approvedText' },
  REJECT: { button: 'reject', named: 'rejectNamed', title: 'rejected', text: 'rejectedText' },
} as const satisfies Record<ApplicantEventType, Record<string, string>>;

/** One applicant: initials, name, rating, experience, applied date, status, and the allowed actions. */
function ApplicantRow({ job, applicant }: { job: Job; applicant: Applicant }) {
  const { t, i18n } = useTranslation();
  const run = useUndoable();
  const years = numberFormat(i18n.language, { style: 'unit', unit: 'year', unitDisplay: 'long' });
  const text = (key: string, values?: Record<string, string>) =>
    t(`admin.jobDetail.applicants.${key}`, values ?? {});

  const send = (type: ApplicantEventType) => {
    const texts = ACTION_TEXTS[type];
    run(
      applicantStatusEventSent({ jobId: job.id, applicantId: applicant.id, event: { type } }),
      (_r, ticket) =>
        ticket
          ? {
              title: text(texts.title),
              description: text(texts.text, { name: applicant.name, job: job.title }),
              variant: type === 'APPROVE' ? 'success' : 'default',
            }
          : null,
    );
  };

  const actions = applicantActionsOf(applicant.status);
  return (
    <Box component="li" sx={{ ...sectionRowSx, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Avatar aria-hidden sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700 }}>
        {initialsOf(applicant.name)}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            <bdi>{applicant.name}</bdi>
          </Typography>
          <StatusChip status={applicant.status} tone={statusTone(applicantMachine, applicant.status)} />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5 }}>
          <StarRating rating={applicant.rating} />
          <Typography variant="body2" color="text.secondary">
            {text('experience', { years: years.format(applicant.experience) })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {text('applied', { date: formatDate(applicant.appliedDate, i18n.language) })}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
          {actions.map(({ type, refusal }) => (
            <Refusable key={type} reason={refusal ? whyNotText(t, refusal, i18n.language) : undefined}>
              <Button
                size="small"
                variant={type === 'APPROVE' ? 'contained' : 'outlined'}
                color={type === 'APPROVE' ? 'success' : 'error'}
                aria-label={text(ACTION_TEXTS[type].named, { name: applicant.name })}
                onClick={() => send(type)}
              >
                {text(ACTION_TEXTS[type].button)}
              </Button>
            </Refusable>
          ))}
        </Box>
      </Box>
    </Box>
  );
}

/**
 * Spec 2.4 and 4: the job's applicants; Approve and Reject where the applicant machine allows, shown
 * refused (with the machine's reason) on applicants already decided. Each decision can be undone.
 */
export function ApplicantsCard({ job }: { job: Job }) {
  const { t } = useTranslation();
  return (
    <SectionCard
      title={t('admin.jobDetail.applicants.title')}
      description={t('admin.jobDetail.applicants.description')}
    >
      {job.applicants.length > 0 ? (
        <Box
          component="ul"
          aria-label={t('admin.jobDetail.applicants.listLabel', { job: job.title })}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {job.applicants.map((applicant) => (
            <ApplicantRow key={applicant.id} job={job} applicant={applicant} />
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">{t('admin.jobDetail.applicants.empty')}</Typography>
      )}
    </SectionCard>
  );
}
