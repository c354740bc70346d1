import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '@/lib/intl';
import { feeFormat, roleKindKey } from './roleListColumns';
import { RoleRowActions, type RoleActionHandlers } from './RoleRowActions';
import type { Role } from './rolesSlice';

/** A role under 768 px: the row's information and its Edit and Delete, stacked. */
export function RoleListCard({ role, ...handlers }: { role: Role } & RoleActionHandlers) {
  const { t, i18n } = useTranslation();
  const number = numberFormat(i18n.language);
  const fields = [
    { label: t('admin.roles.columns.kind'), value: t(roleKindKey(role)) },
    { label: t('admin.roles.columns.fee'), value: feeFormat(i18n.language).format(role.jobPostFee) },
    { label: t('admin.roles.columns.sortOrder'), value: number.format(role.sortOrder) },
    { label: t('admin.roles.columns.users'), value: number.format(role.userCount) },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box>
        <Typography sx={{ fontWeight: 600 }}>
          <span dir="auto">{role.name}</span>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <span dir="auto">{role.description}</span>
        </Typography>
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
        {fields.map((field) => (
          <Box key={field.label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {field.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
              {field.value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <RoleRowActions role={role} {...handlers} />
      </Box>
    </Box>
  );
}
