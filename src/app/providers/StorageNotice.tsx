import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  noticeDismissed,
  selectRestoredDomains,
  selectStorageNotices,
  type StorageNoticeKind,
} from '@/store/storageSlice';

/** The restored domains, by their section names, joined as the language joins a list. */
function useRestoredSections(): string {
  const { t, i18n } = useTranslation();
  const restored = useAppSelector(selectRestoredDomains);
  const names = restored.map((domain) => t(`storage.sections.${domain}`, { defaultValue: domain }));
  return new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(names);
}

function Notice({ kind }: { kind: StorageNoticeKind }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const sections = useRestoredSections();
  const id = useId();
  const message =
    kind === 'recovered'
      ? sections
        ? t('storage.recoveredSections', { sections })
        : t('storage.recovered')
      : t(`storage.${kind}`);
  return (
    <Alert
      severity="warning"
      role="status"
      data-notice={kind}
      sx={{ borderRadius: { xs: 0, md: 1 }, boxShadow: { md: 6 } }}
      action={
        <Button
          color="inherit"
          size="small"
          aria-describedby={id}
          onClick={() => dispatch(noticeDismissed(kind))}
        >
          {t('storage.dismiss')}
        </Button>
      }
    >
      <span id={id}>{message}</span>
    </Alert>
  );
}

/**
 * Says so, above every screen, when saved data was unreadable and the sample data was restored
 * (naming the sections), when the browser refuses storage, or while changes cannot be saved.
 */
export function StorageNotice() {
  const notices = useAppSelector(selectStorageNotices);
  if (notices.length === 0) return null;
  return (
    // In the page's flow on narrow screens; from 900 px, where the admin sidebar is fixed over the
    // top of the page, a stack in the start corner at the bottom (toasts take the end corner).
    <Stack
      sx={{
        position: { md: 'fixed' },
        bottom: { md: 16 },
        left: { md: 16 },
        zIndex: { md: 'snackbar' },
        maxWidth: { md: 560 },
        gap: { md: 1 },
      }}
    >
      {notices.map((kind) => (
        <Notice key={kind} kind={kind} />
      ))}
    </Stack>
  );
}
