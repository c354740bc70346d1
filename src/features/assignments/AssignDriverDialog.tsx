import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelectField } from '@/components/form/NativeSelectField';
import { useUndoable } from '@/components/history/useUndoable';
import { useFormFields } from '@/components/form/useFormFields';
import { StarRating } from '@/components/StarRating';
import { showToast } from '@/components/toast';
import { numberFormat } from '@/lib/intl';
import { driverAssignment } from '@/store/driverAssignment';
import { useAppSelector, useAppStore, type AppDispatch } from '@/store/hooks';
import type { RootState } from '@/store/rootState';
import { driverAssignedToJob } from '@/store/sharedActions';
import { selectCanAssign } from './assignmentSelectors';
import { selectAssignableDrivers, selectAssignmentById, type Assignment } from './assignmentsSlice';

interface AssignDriverDialogProps {
  /** The item to assign; kept while the dialog closes, so that its text stays. */
  assignment: Assignment | null;
  open: boolean;
  /** `assigned`: the driver was assigned (the trigger button is gone). */
  onClose: (assigned: boolean) => void;
  /** Runs once the dialog has closed (focus handling). */
  onExited: () => void;
}

/** Assign Driver (spec 4, 5): a select of the verified drivers only; confirming sends the shared fact. */
export function AssignDriverDialog({ assignment, open, onClose, onExited }: AssignDriverDialogProps) {
  const descriptionId = useId();
  return (
    <Dialog
      open={open}
      onClose={() => onClose(false)}
      fullWidth
      maxWidth="sm"
      aria-describedby={descriptionId}
      disableRestoreFocus
      slotProps={{ transition: { onExited } }}
    >
      {/* The form unmounts once closed, so every opening starts with no driver chosen. */}
      {assignment ? (
        <AssignDriverForm assignment={assignment} onClose={onClose} descriptionId={descriptionId} />
      ) : null}
    </Dialog>
  );
}

function AssignDriverForm({
  assignment,
  onClose,
  descriptionId,
}: {
  assignment: Assignment;
  onClose: (assigned: boolean) => void;
  descriptionId: string;
}) {
  const { t, i18n } = useTranslation();
  const run = useUndoable();
  const store = useAppStore();
  const drivers = useAppSelector(selectAssignableDrivers);
  const form = useFormFields({ driverId: '' });
  const chosen = drivers.find((driver) => driver.id === form.values.driverId);
  const title = t('admin.assignments.assign.title');
  const years = numberFormat(i18n.language, { style: 'unit', unit: 'year', unitDisplay: 'long' });
  const count = numberFormat(i18n.language);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const valid = form.check(
      (values) => (drivers.some((d) => d.id === values.driverId) ? {} : { driverId: 'required' }),
      event.currentTarget,
    );
    if (!valid) return;
    const state = store.getState();
    const payload = driverAssignment(state, assignment.jobId, form.values.driverId, new Date().toISOString());
    if (!payload || !selectCanAssign(state, assignment.id)) {
      showToast({
        title: t('admin.assignments.assign.refusedTitle'),
        description: t('admin.assignments.assign.refusedDescription', { job: assignment.jobTitle }),
        variant: 'destructive',
      });
      onClose(false);
      return;
    }
    // One change, undoable as a whole: the assignment, its job and the driver's job history.
    const assigned = run(
      (dispatchNow: AppDispatch, getState: () => RootState) => {
        dispatchNow(driverAssignedToJob(payload));
        return selectAssignmentById(getState(), assignment.id)?.assignedDriver === payload.driverName;
      },
      (done: boolean) =>
        done
          ? {
              title: t('admin.assignments.assign.toastTitle'),
              description: t('admin.assignments.assign.toastDescription', {
                driver: payload.driverName,
                job: assignment.jobTitle,
              }),
              variant: 'success',
            }
          : {
              title: t('admin.assignments.assign.refusedTitle'),
              description: t('admin.assignments.assign.refusedDescription', { job: assignment.jobTitle }),
              variant: 'destructive',
            },
    );
    onClose(assigned);
  };

  const details = chosen
    ? [
        { label: t('admin.assignments.assign.vehicle'), value: <bdi>{chosen.vehicleType}</bdi> },
        { label: t('admin.assignments.assign.experience'), value: years.format(chosen.experience) },
        { label: t('admin.assignments.assign.rating'), value: <StarRating rating={chosen.rating} /> },
        { label: t('admin.assignments.assign.completedJobs'), value: count.format(chosen.completedJobs) },
      ]
    : [];

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId} sx={{ mb: 2 }}>
          {t('admin.assignments.assign.description', {
            job: assignment.jobTitle,
            company: assignment.companyName,
          })}
        </DialogContentText>
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <NativeSelectField
            {...form.bind('driverId')}
            label={t('admin.assignments.assign.driver')}
            required
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
            helperText={
              form.errors.driverId
                ? t('admin.assignments.assign.required')
                : drivers.length === 0
                  ? t('admin.assignments.assign.noDrivers')
                  : undefined
            }
          >
            <option value="" disabled>
              {t('admin.assignments.assign.placeholder')}
            </option>
            {drivers.map((driver) => (
              <option key={driver.id} value={driver.id}>
                {t('admin.assignments.assign.option', {
                  name: driver.name,
                  availability: t(`admin.assignments.availability.${driver.status}`),
                })}
              </option>
            ))}
          </NativeSelectField>
          {chosen ? (
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, m: 0 }}>
              {details.map((detail) => (
                <Box key={detail.label} sx={{ minWidth: 0 }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {detail.label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                    {detail.value}
                  </Typography>
                </Box>
              ))}
            </Box>
          ) : null}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => onClose(false)}>{t('admin.assignments.assign.cancel')}</Button>
        <Button type="submit" variant="contained">
          {t('admin.assignments.assign.confirm')}
        </Button>
      </DialogActions>
    </Box>
  );
}
