import { useCallback } from 'react';
import { showToast, type ToastOptions } from '@/components/toast';
import { useLocale } from '@/i18n/locale';
import { undoable, undoChanges, type Dispatchable, type UndoTicket } from '@/store/history/undo';
import { useAppDispatch } from '@/store/hooks';

/** What the toast says about a change; null shows none (the machines refused everything). */
export type ToastFor<R> = ToastOptions | ((result: R, ticket: UndoTicket | null) => ToastOptions | null);

/**
 * Runs an undoable change (an action or thunk) and shows its toast with an "Undo" button that puts
 * back every record the change touched, at once. Pressing Undo after the item changed again is
 * refused with a message, and nothing changes. Returns the change's own result (a thunk's answer).
 */
export function useUndoable(): <R = unknown>(dispatchable: Dispatchable, toast: ToastFor<R>) => R {
  const dispatch = useAppDispatch();
  const { t } = useLocale();
  return useCallback(
    <R>(dispatchable: Dispatchable, toast: ToastFor<R>): R => {
      const { result, ticket } = dispatch(undoable<R>(dispatchable));
      const options = typeof toast === 'function' ? toast(result, ticket) : toast;
      if (!options) return result;
      showToast({
        ...options,
        ...(ticket
          ? {
              action: {
                label: t('admin.tools.undo.action'),
                onClick: () =>
                  showToast(
                    dispatch(undoChanges(ticket)) === 'undone'
                      ? {
                          title: t('admin.tools.undo.doneTitle'),
                          description: t('admin.tools.undo.doneDescription'),
                        }
                      : {
                          title: t('admin.tools.undo.refusedTitle'),
                          description: t('admin.tools.undo.refusedDescription'),
                          variant: 'destructive',
                        },
                  ),
              },
            }
          : {}),
      });
      return result;
    },
    [dispatch, t],
  );
}
