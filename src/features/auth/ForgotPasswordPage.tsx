import { fieldMessage } from '@/components/form/fieldMessage';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { TextInput } from '@/components/form/TextInput';
import { PUBLIC_PATHS } from '@/lib/publicPaths';
import { AuthPage } from './AuthPage';
import { useFormFields } from '@/components/form/useFormFields';
import { validateForgot } from './validateAuth';

function BackToLogin() {
  const { t } = useTranslation();
  return (
    <Link component={RouterLink} to={PUBLIC_PATHS.login} variant="body2">
      {t('auth.forgot.backToLogin')}
    </Link>
  );
}

/**
 * Spec 2.2 /forgot-password: the email form, then the "Check your email" view. Nothing is sent
 * (spec 7: only logged locally); the focus moves to the new heading so that the change is heard.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const form = useFormFields({ email: '' });
  const [sent, setSent] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sent) heading.current?.focus();
  }, [sent]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.check(validateForgot, event.currentTarget)) return;
    console.info('Password reset link requested (simulated: nothing is sent)');
    setSent(true);
  };

  if (sent)
    return (
      <AuthPage
        title={t('auth.forgot.sentTitle')}
        documentTitle={t('auth.forgot.sentTitle')}
        headingRef={heading}
        footer={<BackToLogin />}
      >
        <Typography sx={{ mb: 3, overflowWrap: 'anywhere' }}>
          {t('auth.forgot.sentText', { email: form.values.email.trim() })}
        </Typography>
        <Button component={RouterLink} to={PUBLIC_PATHS.resetPassword} variant="contained" fullWidth>
          {t('auth.forgot.haveCode')}
        </Button>
      </AuthPage>
    );

  return (
    <AuthPage title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')} footer={<BackToLogin />}>
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
          helperText={fieldMessage(t, 'auth.errors', form.errors.email)}
        />
        <Button type="submit" variant="contained" size="large" fullWidth>
          {t('auth.forgot.submit')}
        </Button>
      </Box>
    </AuthPage>
  );
}
