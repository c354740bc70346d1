import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { onDemand, useOnDemand } from '../onDemand';
import { hasWaitingToasts, onToastWaiting } from './toastQueue';

const toaster = onDemand(() => import(/* webpackChunkName: "toaster" */ './Toaster'));

/**
 * The landmark labelled "Notifications" that toasts render in (notistack's own container has no
 * label), and the toaster itself, loaded when the first toast is shown (toastQueue.ts).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [region, setRegion] = useState<HTMLElement | null>(null);
  const [loaded, loadToaster] = useOnDemand(toaster);
  useEffect(() => {
    if (hasWaitingToasts()) loadToaster();
    return onToastWaiting(loadToaster);
  }, [loadToaster]);
  return (
    <>
      <section aria-label={t('toast.region')} ref={setRegion} />
      {loaded ? <loaded.default region={region} /> : null}
      {children}
    </>
  );
}
