import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { SnapshotFrom } from 'xstate';
import { visuallyHidden } from '@/components/list/visuallyHidden';
import { showToast } from '@/components/toast';
import { useEarlyInput } from '@/components/form/useEarlyInput';
import { useFlowMachine } from '@/components/useFlowMachine';
import { ADMIN_HOME, PUBLIC_PATHS } from '@/lib/publicPaths';
import {
  canResend,
  CODE_LENGTH,
  codeEntryMachine,
  isCodeComplete,
  type CodeEntryEvent,
} from '@/machines/codeEntry.machine';
import { AuthPage } from './AuthPage';

/** The resend countdown, which Redux DevTools shows as `flows/codeEntry/countdown`. */
const secondsLeftOf = (snapshot: SnapshotFrom<typeof codeEntryMachine>) => snapshot.context.secondsLeft;

/** Arabic-Indic and Persian digits count as the digits they are (an Arabic keyboard types them). */
export const toAsciiDigits = (text: string): string =>
  text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) & 0xf));

/**
 * The character a change added to a box: a box holds one digit, so typing next to it gives two
 * characters, of which the new one is the one that is not the old digit.
 */
function addedText(previous: string, value: string): string {
  return previous && value.length === 2 ? value.replace(previous, '') : value;
}

/**
 * Spec 2.2 /otp-verification. The code-entry flow holds the six boxes, says which box has the focus
 * after each event, and runs the 60 s resend countdown; this screen only forwards keys and moves the
 * focus. The countdown is shown but not announced each second: only its end is (role="status").
 */
export default function OtpVerificationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const machine = useMemo(
    () =>
      codeEntryMachine.provide({
        actions: {
          onVerified: () => {
            console.info('Code verified (simulated: nothing is sent)');
            void navigate(ADMIN_HOME);
          },
          onResent: () => {
            console.info('New code requested (simulated: nothing is sent)');
            showToast({ title: t('auth.otp.resentTitle'), description: t('auth.otp.resentText') });
          },
        },
      }),
    [navigate, t],
  );
  const [snapshot, send, actor] = useFlowMachine('codeEntry', machine, { countdown: secondsLeftOf });
  const { digits, secondsLeft } = snapshot.context;
  const complete = isCodeComplete(snapshot.context);
  const resendable = canResend(snapshot);

  const focusBox = (index: number) => boxes.current[index]?.focus();
  const dispatch = (event: CodeEntryEvent) => {
    send(event);
    focusBox(actor.getSnapshot().context.focusIndex);
  };

  const changeOf = (index: number, value: string): CodeEntryEvent => {
    const added = toAsciiDigits(addedText(digits[index] ?? '', value));
    // More than one character at once is an autofill of the whole code (autocomplete="one-time-code").
    return added.length > 1 ? { type: 'PASTE', text: added } : { type: 'TYPE', index, value: added };
  };
  const onChange = (index: number, value: string) => dispatch(changeOf(index, value));

  // Digits typed before the app owned the page (the boxes were plain inputs, all six typed into
  // one, say) are taken box by box as typed ones, without moving the visitor's focus.
  const group = useRef<HTMLDivElement>(null);
  useEarlyInput(group, {
    early: () => {
      const typed = boxes.current.map((box) => box?.value ?? '');
      return typed.some((value, index) => value !== digits[index]) ? typed : null;
    },
    adopt: (typed) =>
      typed.forEach((value, index) => {
        if (value !== digits[index]) send(changeOf(index, value));
      }),
  });

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      dispatch({ type: 'CLEAR', index });
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < CODE_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    dispatch({ type: 'PASTE', text: toAsciiDigits(event.clipboardData.getData('text')) });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'VERIFY' });
  };

  const onResend = () => {
    send({ type: 'RESEND' });
    // The button is disabled again; the focus goes where the code is typed.
    focusBox(Math.max(0, digits.indexOf('')));
  };

  return (
    <AuthPage
      title={t('auth.otp.title')}
      subtitle={t('auth.otp.subtitle')}
      footer={
        <Link component={RouterLink} to={PUBLIC_PATHS.login} variant="body2">
          {t('auth.otp.backToLogin')}
        </Link>
      }
    >
      {/* A POST: with no script at all, the fields never reach the address (docs/decisions.md). */}
      <Box component="form" method="post" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 3 }}>
        <Box
          ref={group}
          role="group"
          aria-label={t('auth.otp.codeLabel')}
          dir="ltr"
          sx={{ display: 'flex', justifyContent: 'center', gap: { xs: 1, sm: 1.5 } }}
        >
          {digits.map((digit, index) => (
            <OutlinedInput
              key={index}
              value={digit}
              inputRef={(element: HTMLInputElement | null) => {
                boxes.current[index] = element;
              }}
              onChange={(event) => onChange(index, event.target.value)}
              onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => onKeyDown(index, event)}
              onPaste={onPaste}
              onFocus={(event) => event.target.select()}
              inputProps={{
                'aria-label': t('auth.otp.digit', { position: index + 1, total: CODE_LENGTH }),
                inputMode: 'numeric',
                pattern: '[0-9]*',
                autoComplete: index === 0 ? 'one-time-code' : 'off',
              }}
              sx={{
                flex: '1 1 0',
                minWidth: 0,
                maxWidth: 56,
                height: 56,
                '& input': { textAlign: 'center', fontSize: '1.5rem', fontWeight: 600, px: 0 },
              }}
            />
          ))}
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={!complete}>
          {t('auth.otp.verify')}
        </Button>
        <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1 }}>
          <Button variant="text" onClick={onResend} disabled={!resendable}>
            {t('auth.otp.resend')}
          </Button>
          {resendable ? null : (
            <Typography variant="body2" color="text.secondary" data-testid="resend-countdown">
              {t('auth.otp.resendIn', { seconds: secondsLeft })}
            </Typography>
          )}
          <Box role="status" sx={visuallyHidden}>
            {resendable ? t('auth.otp.resendAvailable') : ''}
          </Box>
        </Box>
      </Box>
    </AuthPage>
  );
}
