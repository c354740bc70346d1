import { fieldMessage } from '@/components/form/fieldMessage';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '@/components/form/TextInput';
import { useFormFields } from '@/components/form/useFormFields';
import { useUndoable } from '@/components/history/useUndoable';
import { showToast } from '@/components/toast';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import {
  EMPTY_ROLE_FORM,
  newRoleId,
  roleFormValuesOf,
  roleInputOf,
  validateRoleForm,
  type RoleFormValues,
} from './roleForm';
import { roleCreated, roleEdited, selectRolesSorted, type Role } from './rolesSlice';

interface RoleDialogProps {
  /** The role to edit; none to create one. */
  role?: Role;
  open: boolean;
  onClose: () => void;
}

/**
 * Create Role and Edit Role: the same form, empty or prefilled. Save shows Role Created, or Role
 * Updated with Undo, which puts the role's previous fields back.
 */
export function RoleDialog({ role, open, onClose }: RoleDialogProps) {
  const descriptionId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-describedby={descriptionId}>
      {/* The content unmounts once closed, so every opening starts from the stored role. */}
      <RoleForm role={role} onClose={onClose} descriptionId={descriptionId} />
    </Dialog>
  );
}

function RoleForm({
  role,
  onClose,
  descriptionId,
}: Omit<RoleDialogProps, 'open'> & { descriptionId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const run = useUndoable();
  const store = useAppStore();
  const form = useFormFields<RoleFormValues>(role ? roleFormValuesOf(role) : EMPTY_ROLE_FORM);
  const title = role ? t('admin.roles.form.editTitle') : t('admin.roles.form.createTitle');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const roles = selectRolesSorted(store.getState());
    if (!form.check((values) => validateRoleForm(values, roles, role?.id), event.currentTarget)) return;
    const id =
      role?.id ??
      newRoleId(
        form.values.name,
        roles.map((r) => r.id),
      );
    const input = roleInputOf(id, form.values);
    if (role) {
      run(roleEdited(input), {
        title: t('admin.roles.toasts.updated'),
        description: t('admin.roles.toasts.updatedDescription', { name: input.name }),
        variant: 'success',
      });
    } else {
      dispatch(roleCreated(input));
      showToast({
        title: t('admin.roles.toasts.created'),
        description: t('admin.roles.toasts.createdDescription', { name: input.name }),
        variant: 'success',
      });
    }
    onClose();
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId} sx={{ mb: 2 }}>
          {role
            ? t('admin.roles.form.editDescription', { name: role.name })
            : t('admin.roles.form.createDescription')}
        </DialogContentText>
        <Box sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
          <TextInput
            {...form.bind('name')}
            label={t('admin.roles.form.name')}
            required
            fullWidth
            helperText={fieldMessage(t, 'admin.roles.form', form.errors.name)}
          />
          <TextInput
            {...form.bind('description')}
            label={t('admin.roles.form.description')}
            multiline
            rows={2}
            fullWidth
            helperText={fieldMessage(t, 'admin.roles.form', form.errors.description)}
          />
          <FormControlLabel
            control={
              <Checkbox
                name="isCompanyRole"
                checked={form.values.isCompanyRole === 'yes'}
                onChange={(event) => form.setValue('isCompanyRole', event.target.checked ? 'yes' : '')}
              />
            }
            label={t('admin.roles.form.companyRole')}
          />
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { sm: '1fr 1fr' } }}>
            <TextInput
              {...form.bind('jobPostFee')}
              label={t('admin.roles.form.fee')}
              helperText={t('admin.roles.form.wholeNumberHint')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              fullWidth
            />
            <TextInput
              {...form.bind('sortOrder')}
              label={t('admin.roles.form.sortOrder')}
              helperText={t('admin.roles.form.sortOrderHint')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              fullWidth
            />
          </Box>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('admin.roles.form.cancel')}</Button>
        <Button type="submit" variant="contained">
          {t('admin.roles.form.save')}
        </Button>
      </DialogActions>
    </Box>
  );
}
