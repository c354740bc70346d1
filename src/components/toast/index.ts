export { ToastProvider } from './ToastProvider';
export { MAX_VISIBLE_TOASTS, TOAST_DURATION_MS } from './toastSettings';
export { showToast, useToast, type ToastAction, type ToastOptions, type ToastVariant } from './toastQueue';
