import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { showToast } from '@/components/toast';
import { useLocale } from '@/i18n/locale';
import { canDeleteRole, type Role } from './rolesSlice';

export interface RoleActionHandlers {
  onEdit: (role: Role) => void;
  onDelete: (role: Role) => void;
}

/**
 * Edit and Delete, in the table and on the cards. Spec 5 and 8: a role that users hold cannot be
 * deleted; its Delete looks disabled (aria-disabled, so that it stays focusable and says why) and
 * shows the destructive toast Cannot Delete Role.
 */
export function RoleRowActions({ role, onEdit, onDelete }: { role: Role } & RoleActionHandlers) {
  const { t } = useLocale();
  const deletable = canDeleteRole(role);
  const onDeleteClick = () => {
    if (deletable) {
      onDelete(role);
      return;
    }
    showToast({
      title: t('admin.roles.toasts.cannotDelete'),
      description: t('admin.roles.toasts.cannotDeleteDescription'),
      variant: 'destructive',
    });
  };
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexWrap: 'nowrap' }}>
      <Button
        size="small"
        startIcon={<EditOutlinedIcon aria-hidden />}
        aria-label={t('admin.roles.actions.editRole', { name: role.name })}
        onClick={() => onEdit(role)}
      >
        {t('admin.roles.actions.edit')}
      </Button>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteOutlineIcon aria-hidden />}
        aria-label={t('admin.roles.actions.deleteRole', { name: role.name })}
        aria-disabled={deletable ? undefined : 'true'}
        onClick={onDeleteClick}
        sx={deletable ? undefined : { color: 'text.disabled', cursor: 'not-allowed' }}
      >
        {t('admin.roles.actions.delete')}
      </Button>
    </Box>
  );
}
