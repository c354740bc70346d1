import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useUndoable } from '@/components/history/useUndoable';
import { roleDeleted, type Role } from './rolesSlice';

interface DeleteRoleDialogProps {
  /** The role asked about; kept while the dialog closes, so its text does not change. */
  role: Role | null;
  open: boolean;
  onClose: () => void;
}

/**
 * Asks before deleting a role that nobody holds; Delete removes it with the toast Role Deleted,
 * whose Undo puts the role back where it was.
 */
export function DeleteRoleDialog({ role, open, onClose }: DeleteRoleDialogProps) {
  const { t } = useTranslation();
  const run = useUndoable();
  const titleId = useId();
  const messageId = useId();

  const onDelete = () => {
    if (!role) return;
    // The row's count is live (selectRoleRows): the reducer refuses a role that users hold.
    // A refused delete (users hold the role) changes nothing, so it says nothing.
    run(roleDeleted({ id: role.id, holders: role.userCount }), (_result, ticket) =>
      ticket
        ? {
            title: t('admin.roles.toasts.deleted'),
            description: t('admin.roles.toasts.deletedDescription', { name: role.name }),
            variant: 'success',
          }
        : null,
    );
    onClose();
  };

  return (
    <Dialog
      open={open && role !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={messageId}
    >
      <DialogTitle id={titleId}>{t('admin.roles.confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>
          {t('admin.roles.confirm.message', { name: role?.name ?? '' })}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('admin.roles.confirm.cancel')}</Button>
        <Button onClick={onDelete} variant="contained" color="error">
          {t('admin.roles.confirm.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
