/**
 * The toast function every screen calls, without notistack: toasts wait here until the toaster
 * (Toaster.tsx, a chunk of its own loaded with the first toast) is on the page, then go straight
 * to it. Most visits show no toast, so no page loads notistack just to start.
 */
export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastAction {
  /** The button's text and accessible name, e.g. "Undo". */
  label: string;
  /** Runs when the button is pressed; the toast then closes. */
  onClick: () => void;
}

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** A button beside the close button (Undo). */
  action?: ToastAction;
}

type Deliver = (toast: ToastOptions) => void;

let deliver: Deliver | null = null;
const waiting: ToastOptions[] = [];
const listeners = new Set<() => void>();

/** Shows a toast with a title and an optional description. Destructive toasts use the error style. */
export function showToast(toast: ToastOptions): void {
  if (deliver) {
    deliver(toast);
    return;
  }
  waiting.push(toast);
  listeners.forEach((listener) => listener());
}

/** The toast function, as a hook for screens that prefer one. */
export const useToast = () => showToast;

export const hasWaitingToasts = (): boolean => waiting.length > 0;

/** Calls `listener` whenever a toast starts waiting for the toaster; returns the unsubscribe. */
export function onToastWaiting(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The toaster is mounted (`deliver` shows a toast) or gone (null); waiting toasts go out at once. */
export function toasterMounted(next: Deliver | null): void {
  deliver = next;
  if (next) waiting.splice(0).forEach(next);
}
