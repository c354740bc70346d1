import { fieldMessage } from '@/components/form/fieldMessage';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { NativeSelectField } from '@/components/form/NativeSelectField';
import { PasswordField } from '@/components/form/PasswordField';
import { TextInput } from '@/components/form/TextInput';
import { useEarlyInput } from '@/components/form/useEarlyInput';
import { visuallyHidden } from '@/components/list/visuallyHidden';
import { showToast } from '@/components/toast';
import { useFlowMachine } from '@/components/useFlowMachine';
import { PUBLIC_PATHS } from '@/lib/publicPaths';
import { signupMachine } from '@/machines/signup.machine';
import { AuthPage } from './AuthPage';
import { useFormFields } from '@/components/form/useFormFields';
import { isSignupRole, needsCompany, SIGNUP_ROLES, validateSignup } from './validateAuth';

/** The legal pages open in a new tab, so that following them never loses what was typed. */
function LegalLink({ to, children }: { to: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Link href={to} target="_blank" rel="noopener">
      {children}
      <Box component="span" sx={visuallyHidden}>
        {` ${t('auth.signup.opensInNewTab')}`}
      </Box>
    </Link>
  );
}

/**
 * Spec 2.2 /signup. Empty required fields are flagged at the field; the sign-up flow then refuses
 * different passwords or unticked terms (spec 8 error toasts) or waits 2 s, confirms and goes to
 * /login. `?role=driver` (the landing page's "Get Started as ...") preselects a valid role.
 */
export default function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const presetRole = params.get('role');
  const form = useFormFields({
    fullName: '',
    email: '',
    phone: '',
    role: isSignupRole(presetRole) ? presetRole : '',
    company: '',
    password: '',
    confirmPassword: '',
  });
  const [termsAccepted, setTermsAccepted] = useState(false);
  // Ticked before the app owned the page: kept (the text fields do the same, in TextInput).
  const termsBox = useRef<HTMLInputElement>(null);
  useEarlyInput(termsBox, {
    early: (box) => (box.checked !== termsAccepted ? box.checked : null),
    adopt: setTermsAccepted,
  });
  const machine = useMemo(
    () =>
      signupMachine.provide({
        actions: {
          onRejected: (_, { reason }) =>
            showToast({
              title: t('auth.errors.toastTitle'),
              description: t(`auth.errors.${reason}`),
              variant: 'destructive',
            }),
          onSuccess: () => {
            showToast({
              title: t('auth.signup.successTitle'),
              description: t('auth.signup.successText'),
              variant: 'success',
            });
            void navigate(PUBLIC_PATHS.login);
          },
        },
      }),
    [navigate, t],
  );
  const [snapshot, send] = useFlowMachine('signup', machine);
  const submitting = !snapshot.matches('idle');
  const { values, errors, bind } = form;
  const message = (key: string | undefined) => fieldMessage(t, 'auth.errors', key);
  const field = (name: Parameters<typeof bind>[0]) => ({
    ...bind(name),
    helperText: message(errors[name]),
    required: true,
    fullWidth: true,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.check(validateSignup, event.currentTarget)) return;
    send({ type: 'SUBMIT', passwordsMatch: values.password === values.confirmPassword, termsAccepted });
  };

  return (
    <AuthPage
      title={t('auth.signup.title')}
      subtitle={t('auth.signup.subtitle', { product: t('app.name') })}
      footer={
        <Typography variant="body2">
          {t('auth.signup.haveAccount')}{' '}
          <Link component={RouterLink} to={PUBLIC_PATHS.login}>
            {t('auth.signup.signIn')}
          </Link>
        </Typography>
      }
    >
      {/* A POST: with no script at all, the fields never reach the address (docs/decisions.md). */}
      <Box component="form" method="post" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
        <TextInput {...field('fullName')} label={t('auth.fields.fullName')} autoComplete="name" />
        <TextInput
          {...field('email')}
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          placeholder={t('auth.fields.emailPlaceholder')}
        />
        <TextInput {...field('phone')} label={t('auth.fields.phone')} type="tel" autoComplete="tel" />
        <NativeSelectField
          {...field('role')}
          label={t('auth.fields.role')}
          slotProps={{ inputLabel: { shrink: true } }}
        >
          <option value="" disabled>
            {t('auth.fields.rolePlaceholder')}
          </option>
          {SIGNUP_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`auth.roles.${role}`)}
            </option>
          ))}
        </NativeSelectField>
        {needsCompany(values.role) ? (
          <TextInput {...field('company')} label={t('auth.fields.company')} autoComplete="organization" />
        ) : null}
        <PasswordField {...field('password')} label={t('auth.fields.password')} autoComplete="new-password" />
        <PasswordField
          {...field('confirmPassword')}
          label={t('auth.fields.confirmPassword')}
          autoComplete="new-password"
        />
        <FormControlLabel
          sx={{ alignItems: 'flex-start', marginInlineStart: -1.25, marginInlineEnd: 0 }}
          control={
            <Checkbox
              checked={termsAccepted}
              onChange={(event) => setTermsAccepted(event.target.checked)}
              slotProps={{ input: { ref: termsBox } }}
              sx={{ mt: -1 }}
            />
          }
          label={
            <Typography variant="body2" component="span">
              <Trans
                i18nKey="auth.signup.termsLabel"
                components={{
                  terms: <LegalLink to={PUBLIC_PATHS.termsOfService} />,
                  privacy: <LegalLink to={PUBLIC_PATHS.privacyPolicy} />,
                }}
              />
            </Typography>
          }
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting}>
          {submitting ? t('auth.signup.submitting') : t('auth.signup.submit')}
        </Button>
      </Box>
    </AuthPage>
  );
}
