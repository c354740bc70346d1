import { fieldMessage } from '@/components/form/fieldMessage';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PasswordField } from '@/components/form/PasswordField';
import { TextInput } from '@/components/form/TextInput';
import { PUBLIC_PATHS } from '@/lib/publicPaths';
import { AuthPage } from './AuthPage';
import { useFormFields } from '@/components/form/useFormFields';
import { validateReset } from './validateAuth';

/** Spec 2.2 /reset-password: code, new password, confirmation; submit goes to /login (spec 7: logged only). */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useFormFields({ code: '', password: '', confirmPassword: '' });
  const { errors, bind } = form;
  const field = (name: Parameters<typeof bind>[0]) => ({
    ...bind(name),
    helperText: fieldMessage(t, 'auth.errors', errors[name]),
    required: true,
    fullWidth: true,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.check(validateReset, event.currentTarget)) return;
    console.info('Password reset submitted (simulated: nothing is sent)');
    void navigate(PUBLIC_PATHS.login);
  };

  return (
    <AuthPage
      title={t('auth.reset.title')}
      subtitle={t('auth.reset.subtitle')}
      footer={
        <Link component={RouterLink} to={PUBLIC_PATHS.login} variant="body2">
          {t('auth.reset.backToLogin')}
        </Link>
      }
    >
      {/* A POST: with no script at all, the fields never reach the address (docs/decisions.md). */}
      <Box component="form" method="post" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
        <TextInput
          {...field('code')}
          label={t('auth.fields.resetCode')}
          placeholder={t('auth.fields.resetCodePlaceholder')}
          autoComplete="one-time-code"
          // The label stays above the box so that the "6-digit" placeholder shows (spec 2.2).
          slotProps={{ htmlInput: { inputMode: 'numeric' }, inputLabel: { shrink: true } }}
        />
        <PasswordField
          {...field('password')}
          label={t('auth.fields.newPassword')}
          autoComplete="new-password"
        />
        <PasswordField
          {...field('confirmPassword')}
          label={t('auth.fields.confirmPassword')}
          autoComplete="new-password"
        />
        <Button type="submit" variant="contained" size="large" fullWidth>
          {t('auth.reset.submit')}
        </Button>
      </Box>
    </AuthPage>
  );
}
