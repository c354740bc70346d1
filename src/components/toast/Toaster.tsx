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
import { startTransition, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
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

/**
 * A toast goes up in a transition of its own, not in the render of the change it reports: its
 * slide-in measures the page (getBoundingClientRect) as it mounts, which in the change's commit
 * laid out the whole page with its new rows inside the click's task (11 ms of a bulk approve of 100
 * at 100,000 users, with 4 ms of notistack's own work). The list shows the change first; the
 * toast follows in the next task, a frame later at most.
 */
function deliver(toast: ToastOptions): void {
  startTransition(() => enqueue(toast));
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
