export { ToastProvider, TOAST_DURATION_MS, MAX_VISIBLE_TOASTS } from './ToastProvider';
export { showToast, useToast, type ToastOptions, type ToastVariant } from './useToast';
