import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList } from '@/components/list/DataList';
import { PageHeader } from '@/components/PageHeader';
import { useAppSelector } from '@/store/hooks';
import { DeleteRoleDialog } from './DeleteRoleDialog';
import { RoleDialog } from './RoleDialog';
import { RoleListCard } from './RoleListCard';
import { roleListColumns } from './roleListColumns';
import type { RoleActionHandlers } from './RoleRowActions';
import { selectRoleRows } from './roleSelectors';
import type { Role } from './rolesSlice';

const roleId = (role: Role) => role.id;

/** The dialog's role (none: create), kept while the dialog closes so that its title stays. */
type Editing = { role?: Role; open: boolean };

/**
 * Spec 2.4, Roles: the roles in sort order, with fee, kind and how many users hold each, as a
 * table from 768 px and cards below; Create Role, Edit and Delete (refused while users hold it).
 */
export default function RolesPage() {
  const { t, i18n } = useTranslation();
  const roles = useAppSelector(selectRoleRows);
  const [editing, setEditing] = useState<Editing>({ open: false });
  const [deleting, setDeleting] = useState<{ role: Role | null; open: boolean }>({ role: null, open: false });

  const handlers: RoleActionHandlers = useMemo(
    () => ({
      onEdit: (role) => setEditing({ role, open: true }),
      onDelete: (role) => setDeleting({ role, open: true }),
    }),
    [],
  );
  const columns = useMemo(() => roleListColumns(t, i18n.language, handlers), [t, i18n.language, handlers]);

  return (
    <>
      <PageHeader
        title={t('pages.roles')}
        description={t('admin.roles.description')}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon aria-hidden />}
            onClick={() => setEditing({ open: true })}
          >
            {t('admin.roles.create')}
          </Button>
        }
      />
      <DataList
        listId="roles"
        rows={roles}
        columns={columns}
        getRowId={roleId}
        renderCard={(role) => <RoleListCard role={role} {...handlers} />}
        ariaLabel={t('admin.roles.tableLabel')}
        emptyTitle={t('admin.roles.emptyTitle')}
      />
      <RoleDialog
        role={editing.role}
        open={editing.open}
        onClose={() => setEditing((current) => ({ ...current, open: false }))}
      />
      <DeleteRoleDialog
        role={deleting.role}
        open={deleting.open}
        onClose={() => setDeleting((current) => ({ ...current, open: false }))}
      />
    </>
  );
}
