import Box from '@mui/material/Box';
import { enqueueSnackbar } from 'notistack';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

const notistackVariant = { default: 'default', success: 'success', destructive: 'error' } as const;

/** Shows a toast with a title and an optional description. Destructive toasts use the error style. */
export function showToast({ title, description, variant = 'default' }: ToastOptions): void {
  enqueueSnackbar(
    <Box>
      <Box component="strong" sx={{ display: 'block' }}>
        {title}
      </Box>
      {description ? <Box component="span">{description}</Box> : null}
    </Box>,
    { variant: notistackVariant[variant] },
  );
}

/** The toast function, as a hook for screens that prefer one. */
export const useToast = () => showToast;
