import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormFields } from '@/components/form/useFormFields';
import { showToast } from '@/components/toast';
import { usePageTime } from '@/components/usePageTime';
import { jobMachine } from '@/machines/job.machine';
import { statusHasTag } from '@/machines/lifecycle';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import {
  EMPTY_JOB_FORM,
  jobFieldsOf,
  jobFormValuesOf,
  localToday,
  selectJobCompanyOptions,
  validateJobForm,
  type JobFormValues,
} from './jobForm';
import { JobFormFields } from './JobFormFields';
import { jobEdited, jobPosted, selectJobById, type Job } from './jobsSlice';

interface JobFormDialogProps {
  /** The job to edit; none for Post New Job. */
  job?: Job;
  open: boolean;
  onClose: () => void;
}

/** Post New Job and Edit: the same form, empty or prefilled with the job. */
export function JobFormDialog({ job, open, onClose }: JobFormDialogProps) {
  const descriptionId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-describedby={descriptionId}
      scroll="body"
    >
      {/* The content unmounts once closed, so every opening starts afresh from the stored job. */}
      <JobForm job={job} onClose={onClose} descriptionId={descriptionId} />
    </Dialog>
  );
}

type Intent = 'draft' | 'post' | 'save';

const DAY_MS = 24 * 60 * 60 * 1000;

function JobForm({
  job,
  onClose,
  descriptionId,
}: Omit<JobFormDialogProps, 'open'> & { descriptionId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const form = useFormFields<JobFormValues>(job ? jobFormValuesOf(job) : EMPTY_JOB_FORM);
  const intent = useRef<Intent>(job ? 'save' : 'draft');
  const pageTime = usePageTime();
  const minDueDate = localToday(new Date(pageTime.getTime() + DAY_MS));
  const title = job ? t('admin.myJobs.form.editTitle') : t('admin.myJobs.form.newTitle');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const state = store.getState();
    const companies = selectJobCompanyOptions(state);
    const today = localToday(new Date());
    const ids = companies.map((company) => company.id);
    if (!form.check((values) => validateJobForm(values, today, ids), event.currentTarget)) return;
    const company = companies.find((c) => c.id === form.values.companyId)!;
    const fields = jobFieldsOf(form.values, company.name);
    const toast = (key: string, variant: 'success' | 'destructive' = 'success') =>
      showToast({
        title: t(`admin.myJobs.toasts.${key}`),
        description: t(`admin.myJobs.toasts.${key}Description`, { title: fields.title }),
        variant,
      });

    if (job) {
      const stored = selectJobById(state, job.id);
      // Someone may have moved the job on since the form opened: the machine decides again.
      if (!stored || !statusHasTag(jobMachine, stored.status, 'editable')) {
        toast('notEditable', 'destructive');
        onClose();
        return;
      }
      dispatch(jobEdited({ jobId: job.id, fields, today }));
      toast('updated');
    } else {
      const post = intent.current === 'post';
      dispatch(jobPosted({ fields, post, today }));
      toast(post ? 'posted' : 'drafted');
    }
    onClose();
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId} sx={{ mb: 2 }}>
          {job
            ? t('admin.myJobs.form.editDescription', { title: job.title })
            : t('admin.myJobs.form.newDescription')}
        </DialogContentText>
        <JobFormFields form={form} minDueDate={minDueDate} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('admin.myJobs.form.cancel')}</Button>
        {job ? (
          <Button type="submit" variant="contained">
            {t('admin.myJobs.form.save')}
          </Button>
        ) : (
          <>
            {/* The first submit button is the one Enter presses: saving a draft is the safer default. */}
            <Button type="submit" variant="outlined" onClick={() => (intent.current = 'draft')}>
              {t('admin.myJobs.form.saveDraft')}
            </Button>
            <Button type="submit" variant="contained" onClick={() => (intent.current = 'post')}>
              {t('admin.myJobs.form.postJob')}
            </Button>
          </>
        )}
      </DialogActions>
    </Box>
  );
}
