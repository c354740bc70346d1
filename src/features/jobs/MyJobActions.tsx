import EditIcon from '@mui/icons-material/EditOutlined';
import PauseIcon from '@mui/icons-material/PauseCircleOutlined';
import PublishIcon from '@mui/icons-material/PublishOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useUndoable } from '@/components/history/useUndoable';
import { Refusable } from '@/components/history/Refusable';
import { whyNotText } from '@/components/history/whyNot';
import { jobDetailPath } from './JobCells';
import { myJobActionsOf } from './myJobsSelectors';
import { jobStatusEventSent, type Job, type JobListingEvent } from './jobsSlice';

/** Texts of each event's button and toast (admin.myJobs.*). */
const EVENT_TEXTS = {
  PAUSE: { button: 'pause', label: 'pauseLabel', toast: 'paused', Icon: PauseIcon },
  POST: { button: 'post', label: 'postLabel', toast: 'posted', Icon: PublishIcon },
} as const;

/**
 * The pressed button goes away with the status it offered: the focus moves to the job's new button
 * (Post after Pause, and back), or to the selected tab when the job left the tab's list.
 */
function keepFocus(nextLabel: string) {
  setTimeout(() => {
    if (document.activeElement && document.activeElement !== document.body) return;
    const next = [...document.querySelectorAll<HTMLElement>('button')].find(
      (button) => button.getAttribute('aria-label') === nextLabel,
    );
    (next ?? document.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]'))?.focus();
  });
}

/**
 * Sends Pause or Post to a job and says what happened: the machine decides, the toast follows, with
 * Undo (which puts the job back as it was).
 */
function useJobListingEvent() {
  const { t } = useTranslation();
  const run = useUndoable();
  return (job: Job, type: JobListingEvent['type']) =>
    run(jobStatusEventSent({ jobId: job.id, event: { type } }), (_result, ticket) => {
      if (!ticket) {
        return {
          title: t('admin.myJobs.toasts.refused'),
          description: t('admin.myJobs.toasts.refusedDescription', { title: job.title }),
          variant: 'destructive',
        };
      }
      keepFocus(t(`admin.myJobs.${type === 'PAUSE' ? 'postLabel' : 'pauseLabel'}`, { title: job.title }));
      const key = EVENT_TEXTS[type].toast;
      return {
        title: t(`admin.myJobs.toasts.${key}`),
        description: t(`admin.myJobs.toasts.${key}Description`, { title: job.title }),
        variant: 'success',
      };
    });
}

interface MyJobActionsProps {
  job: Job;
  onEdit: (job: Job) => void;
}

/**
 * A job's buttons on My Jobs: View Details (a link to the job), Edit (refused, with the reason, unless
 * the machine tags the job `editable`), and Pause or Post (refused with the machine's reason when it
 * accepts neither). Each name carries the job's title.
 */
export function MyJobActions({ job, onEdit }: MyJobActionsProps) {
  const { t, i18n } = useTranslation();
  const send = useJobListingEvent();
  const { editable, events } = myJobActionsOf(job);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button
        component={RouterLink}
        to={jobDetailPath(job.id, 'myJobs')}
        size="small"
        variant="outlined"
        startIcon={<VisibilityIcon aria-hidden />}
        aria-label={t('admin.myJobs.viewLabel', { title: job.title })}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {t('admin.myJobs.view')}
      </Button>
      <Refusable reason={editable ? undefined : t('admin.myJobs.whyNot.notEditable')}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<EditIcon aria-hidden />}
          aria-label={t('admin.myJobs.editLabel', { title: job.title })}
          onClick={() => onEdit(job)}
        >
          {t('admin.myJobs.edit')}
        </Button>
      </Refusable>
      {events.map(({ type, refusal }) => {
        const { button, label, Icon } = EVENT_TEXTS[type];
        return (
          <Refusable key={type} reason={refusal ? whyNotText(t, refusal, i18n.language) : undefined}>
            <Button
              size="small"
              variant="outlined"
              color={type === 'PAUSE' ? 'warning' : 'primary'}
              startIcon={<Icon aria-hidden />}
              aria-label={t(`admin.myJobs.${label}`, { title: job.title })}
              onClick={() => send(job, type)}
            >
              {t(`admin.myJobs.${button}`)}
            </Button>
          </Refusable>
        );
      })}
    </Box>
  );
}
