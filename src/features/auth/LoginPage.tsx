import { fieldMessage } from '@/components/form/fieldMessage';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PasswordField } from '@/components/form/PasswordField';
import { TextInput } from '@/components/form/TextInput';
import { showToast } from '@/components/toast';
import { useFlowMachine } from '@/components/useFlowMachine';
import { ADMIN_HOME, PUBLIC_PATHS } from '@/lib/publicPaths';
import { loginMachine } from '@/machines/login.machine';
import { AuthPage } from './AuthPage';
import { useFormFields } from '@/components/form/useFormFields';
import { validateLogin } from './validateAuth';

/** Spec 2.2 /login: always succeeds after the login flow's 1.5 s wait, then toast and /admin. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useFormFields({ email: '', password: '' });
  const machine = useMemo(
    () =>
      loginMachine.provide({
        actions: {
          onSuccess: () => {
            showToast({
              title: t('auth.login.successTitle'),
              description: t('auth.login.successText', { product: t('app.name') }),
              variant: 'success',
            });
            void navigate(ADMIN_HOME);
          },
        },
      }),
    [navigate, t],
  );
  const [snapshot, send] = useFlowMachine('login', machine);
  const submitting = !snapshot.matches('idle');
  const message = (key: string | undefined) => fieldMessage(t, 'auth.errors', key);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.check(validateLogin, event.currentTarget)) send({ type: 'SUBMIT' });
  };

  return (
    <AuthPage
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      documentTitle={t('auth.login.cardTitle')}
      cardTitle={t('auth.login.cardTitle')}
      cardDescription={t('auth.login.cardDescription')}
      footer={
        <Typography variant="body2">
          {t('auth.login.noAccount')}{' '}
          <Link component={RouterLink} to={PUBLIC_PATHS.signup}>
            {t('auth.login.signUp')}
          </Link>
        </Typography>
      }
    >
      {/* A POST: with no script at all, the fields never reach the address (docs/decisions.md). */}
      <Box component="form" method="post" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
        <TextInput
          {...form.bind('email')}
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          placeholder={t('auth.fields.emailPlaceholder')}
          required
          fullWidth
          helperText={message(form.errors.email)}
        />
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <PasswordField
            {...form.bind('password')}
            label={t('auth.fields.password')}
            autoComplete="current-password"
            required
            fullWidth
            helperText={message(form.errors.password)}
          />
          <Link
            component={RouterLink}
            to={PUBLIC_PATHS.forgotPassword}
            variant="body2"
            sx={{ justifySelf: 'end' }}
          >
            {t('auth.login.forgotPassword')}
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting}>
          {submitting ? t('auth.login.submitting') : t('auth.login.submit')}
        </Button>
      </Box>
    </AuthPage>
  );
}
