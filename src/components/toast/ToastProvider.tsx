import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, useSnackbar, type SnackbarKey } from 'notistack';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec 9: one toast at a time, 5000 ms by default. */
export const TOAST_DURATION_MS = 5000;
export const MAX_VISIBLE_TOASTS = 1;

// notistack's default colours fail contrast checks (white on #43a047 is 3.3:1): use dark shades.
const Content = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent': { color: '#fff', alignItems: 'flex-start' },
  '&.notistack-MuiContent-default': { backgroundColor: theme.vars.palette.grey[900] },
  '&.notistack-MuiContent-success': { backgroundColor: theme.vars.palette.success.dark },
  '&.notistack-MuiContent-error': { backgroundColor: theme.vars.palette.error.dark },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.vars.palette.warning.dark },
  '&.notistack-MuiContent-info': { backgroundColor: theme.vars.palette.info.dark },
}));

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
 * Toasts render inside a landmark labelled "Notifications" (notistack's own container has no
 * label), each with a labelled close button.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [region, setRegion] = useState<HTMLElement | null>(null);
  return (
    <>
      <section aria-label={t('toast.region')} ref={setRegion} />
      <SnackbarProvider
        maxSnack={MAX_VISIBLE_TOASTS}
        autoHideDuration={TOAST_DURATION_MS}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        domRoot={region ?? undefined}
        action={(id) => <CloseToast id={id} />}
        Components={{ default: Content, success: Content, error: Content, warning: Content, info: Content }}
      >
        {children}
      </SnackbarProvider>
    </>
  );
}
