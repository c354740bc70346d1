import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface ResetDataDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Reset sample data?": Cancel keeps everything, Reset restores every domain's sample data. */
export function ResetDataDialog({ open, onCancel, onConfirm }: ResetDataDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={messageId}>
      <DialogTitle id={titleId}>{t('admin.dataTools.reset.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{t('admin.dataTools.reset.confirmMessage')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>{t('admin.dataTools.reset.cancel')}</Button>
        <Button onClick={onConfirm} variant="contained" color="error">
          {t('admin.dataTools.reset.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
