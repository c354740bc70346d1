import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import {
  enqueueSnackbar,
  MaterialDesignContent,
  SnackbarProvider,
  useSnackbar,
  type SnackbarKey,
} from 'notistack';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { afterNextPaintOrAfter } from '@/lib/inTasks';
import { toasterMounted, type ToastAction, type ToastOptions } from './toastQueue';
import { MAX_VISIBLE_TOASTS, TOAST_DURATION_MS } from './toastSettings';

// notistack's default colours fail contrast checks (white on #43a047 is 3.3:1): use dark shades.
const Content = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent': { color: '#fff', alignItems: 'flex-start' },
  '&.notistack-MuiContent-default': { backgroundColor: theme.vars.palette.grey[900] },
  '&.notistack-MuiContent-success': { backgroundColor: theme.vars.palette.success.dark },
  '&.notistack-MuiContent-error': { backgroundColor: theme.vars.palette.error.dark },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.vars.palette.warning.dark },
  '&.notistack-MuiContent-info': { backgroundColor: theme.vars.palette.info.dark },
}));

const notistackVariant = { default: 'default', success: 'success', destructive: 'error' } as const;

/** The longest a toast waits for the next paint. */
const TOAST_LATEST_MS = 100;

/**
 * A toast goes up after the next paint, not with the change it reports: its slide-in measures the
 * page (getBoundingClientRect) as it mounts, which laid out the whole page with its new rows before
 * that page was painted: 11 ms of a bulk approve of 100 at 100,000 users in the change's commit, and
 * still 10.8 ms when the toast went up in a transition of its own (the transition's render came
 * before the frame). After the paint the page is laid out already. The list shows the change
 * first; the toast follows a frame later, or 100 ms later where no frame comes (a background tab).
 */
function deliver(toast: ToastOptions): void {
  void afterNextPaintOrAfter(TOAST_LATEST_MS).then(() => enqueue(toast));
}

function enqueue({ title, description, variant = 'default', action }: ToastOptions): void {
  enqueueSnackbar(
    <Box>
      <Box component="strong" sx={{ display: 'block' }}>
        {title}
      </Box>
      {description ? <Box component="span">{description}</Box> : null}
    </Box>,
    {
      variant: notistackVariant[variant],
      ...(action ? { action: (id: SnackbarKey) => <ToastButtons id={id} action={action} /> } : {}),
    },
  );
}

/** A toast's own button (Undo) before the close button. */
function ToastButtons({ id, action }: { id: SnackbarKey; action: ToastAction }) {
  const { closeSnackbar } = useSnackbar();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Button
        color="inherit"
        size="small"
        sx={{ fontWeight: 700, textDecoration: 'underline' }}
        onClick={() => {
          closeSnackbar(id);
          action.onClick();
        }}
      >
        {action.label}
      </Button>
      <CloseToast id={id} />
    </Box>
  );
}

function CloseToast({ id }: { id: SnackbarKey }) {
  const { t } = useTranslation();
  const { closeSnackbar } = useSnackbar();
  return (
    <IconButton size="small" color="inherit" aria-label={t('toast.close')} onClick={() => closeSnackbar(id)}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

/**
 * notistack, loaded with the first toast (ToastProvider): toasts render into `region`, each with
 * a labelled close button, one at a time for 5 s (spec 9).
 */
export default function Toaster({ region }: { region: HTMLElement | null }) {
  useEffect(() => {
    toasterMounted(deliver);
    return () => toasterMounted(null);
  }, []);
  return (
    <SnackbarProvider
      maxSnack={MAX_VISIBLE_TOASTS}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      domRoot={region ?? undefined}
      action={(id) => <CloseToast id={id} />}
      Components={{ default: Content, success: Content, error: Content, warning: Content, info: Content }}
    />
  );
}
