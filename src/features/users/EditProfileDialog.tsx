import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormFields } from '@/components/form/useFormFields';
import { showToast } from '@/components/toast';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import { EditProfileFields } from './EditProfileFields';
import { userEdited, type User } from './usersSlice';
import {
  hasCompany,
  isDriver,
  selectIsEmailTakenByAnother,
  validateNewUser,
  type NewUserValues,
} from './validateNewUser';

/** The form's starting values: the user as stored (the role only decides which fields show). */
export const profileValuesOf = (user: User): NewUserValues => ({
  name: user.name,
  email: user.email,
  role: user.role,
  phone: user.phone,
  companyName: user.company ?? '',
  licenseNumber: user.driver?.licenseNumber ?? '',
  workRadius: user.driver?.workRadius == null ? '' : String(user.driver.workRadius),
  notes: user.notes ?? '',
});

interface EditProfileDialogProps {
  user: User;
  open: boolean;
  onClose: () => void;
}

/**
 * Edit Profile: Add user's rules (name and email required, email of email type and not another
 * user's, work radius a number), messages at the fields, focus on the first bad one, nothing typed
 * lost. Cancel changes nothing; Save changes the user everywhere, with the toast Profile Updated.
 */
export function EditProfileDialog({ user, open, onClose }: EditProfileDialogProps) {
  const descriptionId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-describedby={descriptionId}>
      {/* The dialog unmounts its content once closed, so every opening starts from the stored user. */}
      <EditProfileForm user={user} onClose={onClose} descriptionId={descriptionId} />
    </Dialog>
  );
}

function EditProfileForm({
  user,
  onClose,
  descriptionId,
}: Omit<EditProfileDialogProps, 'open'> & { descriptionId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const form = useFormFields<NewUserValues>(profileValuesOf(user));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const emailTaken = selectIsEmailTakenByAnother(store.getState(), form.values.email, user.id);
    if (!form.check((values) => validateNewUser(values, emailTaken), event.currentTarget)) return;
    const { values } = form;
    dispatch(
      userEdited({
        id: user.id,
        name: values.name,
        email: values.email,
        phone: values.phone,
        companyName: hasCompany(user.role) ? values.companyName : '',
        licenseNumber: isDriver(user.role) ? values.licenseNumber : '',
        workRadius: isDriver(user.role) && values.workRadius.trim() ? Number(values.workRadius) : null,
        notes: values.notes,
      }),
    );
    showToast({
      title: t('admin.userDetail.edit.saved'),
      description: t('admin.userDetail.edit.savedDescription', { name: values.name.trim() }),
      variant: 'success',
    });
    onClose();
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('admin.userDetail.edit.title')}>
      <DialogTitle>{t('admin.userDetail.edit.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId} sx={{ mb: 2 }}>
          {t('admin.userDetail.edit.description', { role: t(`admin.users.roles.${user.role}`) })}
        </DialogContentText>
        <Box sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
          <EditProfileFields form={form} />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('admin.userDetail.edit.cancel')}</Button>
        <Button type="submit" variant="contained">
          {t('admin.userDetail.edit.save')}
        </Button>
      </DialogActions>
    </Box>
  );
}
