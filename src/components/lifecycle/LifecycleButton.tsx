import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LifecycleDiagram, type LifecycleDiagramProps } from './LifecycleDiagram';

export interface LifecycleButtonProps extends LifecycleDiagramProps {
  /** The dialog's title, already translated (for example "User lifecycle"). */
  title: string;
  /** The button's text; "Lifecycle" unless the screen has more than one lifecycle to show. */
  label?: string;
}

/**
 * A "Lifecycle" button that opens the entity's lifecycle as a diagram drawn from its machine, with
 * the current status and the events it accepts now highlighted: why an action is or is not offered.
 */
export function LifecycleButton({ title, label, ...diagram }: LifecycleButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const close = () => setOpen(false);

  return (
    <>
      <Button variant="outlined" startIcon={<AccountTreeOutlinedIcon />} onClick={() => setOpen(true)}>
        {label ?? t('admin.lifecycle.button')}
      </Button>
      <Dialog
        open={open}
        onClose={close}
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
          <Button onClick={close}>{t('admin.lifecycle.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
