import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/form/PasswordField';
import { useFormFields } from '@/components/form/useFormFields';
import { PageHeader } from '@/components/PageHeader';
import { SectionCard } from '@/components/SectionCard';
import { showToast } from '@/components/toast';
import {
  EMPTY_PASSWORD_CHANGE,
  MIN_PASSWORD_LENGTH,
  validatePasswordChange,
  type PasswordChangeValues,
} from './profileForms';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const AUTOCOMPLETE = {
  currentPassword: 'current-password',
  newPassword: 'new-password',
  confirmPassword: 'new-password',
} as const;

/**
 * Security Settings (spec 2.4): current, new and confirm password, Update Password. The checks are
 * validatePasswordChange's; messages at the fields. On success the toast Password Updated and the
 * fields are emptied. The passwords live only in this form's state: nothing is dispatched, stored
 * or logged, since there is no account behind the sign-in to change.
 */
export default function SecurityPage() {
  const { t } = useTranslation();
  const form = useFormFields<PasswordChangeValues>(EMPTY_PASSWORD_CHANGE);
  const { errors, bind } = form;
  const count = MIN_PASSWORD_LENGTH;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.check(validatePasswordChange, event.currentTarget)) return;
    for (const name of FIELDS) form.setValue(name, '');
    showToast({
      title: t('admin.profile.security.updated'),
      description: t('admin.profile.security.updatedDescription'),
      variant: 'success',
    });
  };

  return (
    <>
      <PageHeader title={t('pages.security')} description={t('admin.profile.security.description')} />
      <Box sx={{ maxWidth: 640 }}>
        <SectionCard
          title={t('admin.profile.security.title')}
          description={t('admin.profile.security.intro')}
        >
          <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('admin.profile.security.title')}>
            <Box sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
              {FIELDS.map((name) => {
                const error = errors[name];
                const message = error ? t(`admin.profile.security.errors.${error}`, { count }) : undefined;
                // The minimum length stays stated under New password, unless the message says it.
                const hint =
                  name === 'newPassword' && error !== 'tooShort'
                    ? t('admin.profile.security.newPasswordHint', { count })
                    : undefined;
                return (
                  <PasswordField
                    key={name}
                    {...bind(name)}
                    label={t(`admin.profile.security.${name}`)}
                    helperText={[message, hint].filter(Boolean).join(' ') || undefined}
                    autoComplete={AUTOCOMPLETE[name]}
                    required
                    fullWidth
                  />
                );
              })}
            </Box>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
              <Button type="submit" variant="contained">
                {t('admin.profile.security.submit')}
              </Button>
            </Box>
          </Box>
        </SectionCard>
      </Box>
    </>
  );
}
