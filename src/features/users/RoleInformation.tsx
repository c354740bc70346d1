import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createSelector } from '@reduxjs/toolkit';
import { useTranslation } from 'react-i18next';
import { SectionCard, sectionRowSx } from '@/components/SectionCard';
import { numberFormat } from '@/lib/intl';
import { useAppSelector } from '@/store/hooks';
import type { RootState } from '@/store/rootState';

/** The roles and their posting fees, as the roles slice holds them (a feature reads another domain's state, never its code). */
const selectPostingFees = createSelector([(state: RootState) => state.roles], (roles) =>
  roles.ids
    .map((id) => roles.entities[id]!)
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map(({ id, name, jobPostFee }) => ({ id, name, jobPostFee })),
);

/** Spec 2.4, Add user: the posting fee of each role, and how permissions are given. */
export function RoleInformation() {
  const { t, i18n } = useTranslation();
  const fees = useAppSelector(selectPostingFees);
  const money = numberFormat(i18n.language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  return (
    <SectionCard
      component="aside"
      title={t('admin.users.add.roleInformation')}
      description={t('admin.users.add.postingFees')}
    >
      <Box component="dl" sx={{ m: 0 }}>
        {fees.map((role) => (
          <Box key={role.id} sx={{ ...sectionRowSx, display: 'flex', justifyContent: 'space-between' }}>
            <Typography component="dt">{role.name}</Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {role.jobPostFee > 0 ? money.format(role.jobPostFee) : t('admin.users.add.free')}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('admin.users.add.permissions')}
      </Typography>
    </SectionCard>
  );
}
