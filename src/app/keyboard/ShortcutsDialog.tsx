import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_NAV } from '../layouts/navigation';
import { SIDEBAR_SHORTCUT_KEY } from '../layouts/useSidebarState';
import { KeyCombo } from './Keys';
import { GO_KEYS, PALETTE_KEY } from './shortcuts';

interface ShortcutsDialogProps {
  open: boolean;
  onClose: () => void;
  /** Cmd instead of Ctrl. */
  mac: boolean;
}

interface Row {
  keys: string[];
  sequence?: boolean;
  action: string;
}

/** `?`: every keyboard shortcut of the admin area, in a table. */
export function ShortcutsDialog({ open, onClose, mac }: ShortcutsDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const noteId = useId();
  const modifier = t(mac ? 'admin.keyboard.keys.cmd' : 'admin.keyboard.keys.ctrl');
  const pageLabel = (page: string) => t(MAIN_NAV.find((item) => item.page === page)?.label ?? '');
  const rows: Row[] = [
    ...Object.entries(GO_KEYS).map(([letter, page]) => ({
      keys: ['g', letter],
      sequence: true,
      action: t('admin.keyboard.goTo', { page: pageLabel(page) }),
    })),
    { keys: ['?'], action: t('admin.keyboard.showShortcuts') },
    { keys: [modifier, PALETTE_KEY.toUpperCase()], action: t('admin.keyboard.openPalette') },
    { keys: [modifier, SIDEBAR_SHORTCUT_KEY.toUpperCase()], action: t('admin.keyboard.toggleSidebar') },
    { keys: [t('admin.keyboard.keys.esc')], action: t('admin.keyboard.closeOverlay') },
  ];

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={noteId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{t('admin.keyboard.title')}</DialogTitle>
      <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>
        <Table size="small" sx={{ '& td, & th': { px: 1 } }}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('admin.keyboard.columns.keys')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('admin.keyboard.columns.action')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.keys.join(' ')}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <KeyCombo keys={row.keys} then={row.sequence ? t('admin.keyboard.then') : undefined} />
                </TableCell>
                <TableCell>{row.action}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Typography id={noteId} variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('admin.keyboard.notInFields')}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('admin.keyboard.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
