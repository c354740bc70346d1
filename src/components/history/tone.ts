import type { ButtonProps } from '@mui/material/Button';
import type { ToastVariant } from '@/components/toast';
import type { StatusTone } from '@/machines/lifecycle';

/** The toast of a change, by the tone of the status it reached: good news green, bad news red. */
export const toastVariantOfTone = (tone: StatusTone): ToastVariant =>
  tone === 'success' ? 'success' : tone === 'error' ? 'destructive' : 'default';

/** The colour of an action button, by the tone of the status it leads to. */
export const buttonColourOfTone = (tone: StatusTone): ButtonProps['color'] =>
  tone === 'error' ? 'error' : tone === 'success' ? 'success' : 'primary';
