import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { noticeDismissed, selectStorageNotice } from '@/store/storageSlice';

/** Says so, above every screen, when saved data was unreadable and the sample data was restored. */
export function StorageNotice() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const notice = useAppSelector(selectStorageNotice);
  if (!notice) return null;
  return (
    <Alert
      severity="warning"
      role="status"
      square
      action={
        <Button color="inherit" size="small" onClick={() => dispatch(noticeDismissed())}>
          {t('storage.dismiss')}
        </Button>
      }
    >
      {t('storage.recovered')}
    </Alert>
  );
}
