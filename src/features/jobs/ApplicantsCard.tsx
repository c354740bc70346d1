import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '@/components/list/StatusChip';
import { SectionCard, sectionRowSx } from '@/components/SectionCard';
import { StarRating } from '@/components/StarRating';
import { showToast } from '@/components/toast';
import { formatDate } from '@/lib/format';
import { numberFormat } from '@/lib/intl';
import { applicantMachine } from '@/machines/applicant.machine';
import { nextStatus, statusTone } from '@/machines/lifecycle';
import { useAppDispatch } from '@/store/hooks';
import { initialsOf } from '@/lib/initials';
import { applicantActionsFrom, type ApplicantEventType } from './jobDetailSelectors';
import { applicantStatusEventSent, type Applicant, type Job } from './jobsSlice';

const ACTION_TEXTS = {
  APPROVE: { button: 'approve', named: 'approveNamed', title: 'approved', text: 'approvedText' },
  REJECT: { button: 'reject', named: 'rejectNamed', title: 'rejected', text: 'rejectedText' },
} as const satisfies Record<ApplicantEventType, Record<string, string>>;

/** One applicant: initials, name, rating, experience, applied date, status, and the allowed actions. */
function ApplicantRow({ job, applicant }: { job: Job; applicant: Applicant }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const years = numberFormat(i18n.language, { style: 'unit', unit: 'year', unitDisplay: 'long' });
  const text = (key: string, values?: Record<string, string>) =>
    t(`admin.jobDetail.applicants.${key}`, values ?? {});

  const send = (type: ApplicantEventType) => {
    if (nextStatus(applicantMachine, applicant.status, { type }) === null) return;
    dispatch(applicantStatusEventSent({ jobId: job.id, applicantId: applicant.id, event: { type } }));
    const texts = ACTION_TEXTS[type];
    showToast({
      title: text(texts.title),
      description: text(texts.text, { name: applicant.name, job: job.title }),
      variant: type === 'APPROVE' ? 'success' : 'default',
    });
  };

  const actions = applicantActionsFrom(applicant.status);
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
        {actions.length > 0 ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
            {actions.map((type) => (
              <Button
                key={type}
                size="small"
                variant={type === 'APPROVE' ? 'contained' : 'outlined'}
                color={type === 'APPROVE' ? 'success' : 'error'}
                aria-label={text(ACTION_TEXTS[type].named, { name: applicant.name })}
                onClick={() => send(type)}
              >
                {text(ACTION_TEXTS[type].button)}
              </Button>
            ))}
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}

/** Spec 2.4 and 4: the job's applicants; Approve and Reject only where the applicant machine allows. */
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
