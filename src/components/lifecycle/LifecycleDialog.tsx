import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LifecycleDiagram, type LifecycleDiagramProps } from './LifecycleDiagram';

export interface LifecycleDialogProps extends LifecycleDiagramProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's title, already translated (for example "User lifecycle"). */
  title: string;
}

/** The lifecycle dialog: loaded with the first press of its button (LifecycleButton). */
export default function LifecycleDialog({ open, onClose, title, ...diagram }: LifecycleDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      // The page scrolls, not the content: a scrolling content without a control in it would be a
      // region the keyboard cannot reach (axe scrollable-region-focusable, at 375 px).
      scroll="body"
      fullWidth
      maxWidth="sm"
      slotProps={{
        paper: { sx: { mx: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: undefined } } },
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>
        <LifecycleDiagram {...diagram} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('admin.lifecycle.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
