import { fieldMessage } from '@/components/form/fieldMessage';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '@/components/form/TextInput';
import { useFormFields } from '@/components/form/useFormFields';
import { SectionCard } from '@/components/SectionCard';
import { showToast } from '@/components/toast';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  personalDetailsOf,
  personalDetailsToSave,
  validatePersonalDetails,
  type PersonalDetailsValues,
} from './profileForms';
import { personalDetailsSaved, selectAdminProfile } from './profileSlice';

/**
 * Personal Details (spec 2.4): Full Name, Email, Phone, Department and Save Changes. Checked on
 * submit (messages at the fields, focus on the first bad one, nothing typed lost); a good submit
 * saves the trimmed values (kept across reloads, shown by the header's user menu) with the toast
 * Profile Updated.
 */
export function PersonalDetailsForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const admin = useAppSelector(selectAdminProfile);
  const form = useFormFields<PersonalDetailsValues>(personalDetailsOf(admin));
  const { errors, bind } = form;

  const field = (name: keyof PersonalDetailsValues & string, required = false) => ({
    ...bind(name),
    label: t(`admin.profile.personal.${name}`),
    helperText: fieldMessage(t, 'admin.profile.personal.errors', errors[name]),
    required,
    fullWidth: true,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.check(validatePersonalDetails, event.currentTarget)) return;
    const saved = personalDetailsToSave(form.values);
    dispatch(personalDetailsSaved(saved));
    for (const [name, value] of Object.entries(saved)) form.setValue(name, value);
    showToast({
      title: t('admin.profile.personal.saved'),
      description: t('admin.profile.personal.savedDescription'),
      variant: 'success',
    });
  };

  const phone = field('phone');
  return (
    <SectionCard
      title={t('admin.profile.personal.title')}
      description={t('admin.profile.personal.description')}
    >
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('admin.profile.personal.title')}>
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            pt: 1,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <TextInput {...field('fullName', true)} autoComplete="name" />
          <TextInput {...field('email', true)} type="email" autoComplete="email" />
          <TextInput
            {...phone}
            type="tel"
            autoComplete="tel"
            helperText={phone.helperText ?? t('admin.profile.personal.phoneHint')}
          />
          <TextInput {...field('department', true)} autoComplete="organization-title" />
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
          <Button type="submit" variant="contained">
            {t('admin.profile.personal.save')}
          </Button>
        </Box>
      </Box>
    </SectionCard>
  );
}
