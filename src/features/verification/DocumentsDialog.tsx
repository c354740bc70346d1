import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { StatusChip } from '@/components/list/StatusChip';
import { useLocale } from '@/i18n/locale';
import { dateTimeFormat, numberFormat } from '@/lib/intl';
import { driverDocumentMachine } from '@/machines/driverDocument.machine';
import { statusTone } from '@/machines/lifecycle';
import type { VerificationDocument } from './verificationSlice';

interface DocumentsProps {
  name: string;
  documents: readonly VerificationDocument[];
}

/**
 * A queue item's document count and its View Documents button, which opens the documents dialog;
 * `compact` (the table's column) makes the button an icon with its label as a tooltip.
 */
export function DocumentsCell({ name, documents, compact = false }: DocumentsProps & { compact?: boolean }) {
  const { t, language } = useLocale();
  const [open, setOpen] = useState(false);
  // The dialog joins the row when first opened, and stays (its closing transition plays): a page
  // of rows mounts no Modal, focus trap or portal until someone asks for documents.
  const [opened, setOpened] = useState(false);
  const label = t('admin.verification.documents.view');
  const buttonProps = {
    'aria-label': t('admin.verification.documents.viewFor', { name }),
    'aria-haspopup': 'dialog' as const,
    onClick: () => {
      setOpened(true);
      setOpen(true);
    },
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: compact ? 0.5 : 1 }}>
      <Typography component="span" variant="body2" sx={{ fontWeight: 600, minWidth: '1ch' }}>
        {numberFormat(language).format(documents.length)}
      </Typography>
      {compact ? (
        <Tooltip title={label}>
          <IconButton size="small" color="primary" {...buttonProps}>
            <DescriptionOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          size="small"
          startIcon={<DescriptionOutlinedIcon aria-hidden />}
          sx={{ whiteSpace: 'nowrap' }}
          {...buttonProps}
        >
          {label}
        </Button>
      )}
      {opened ? (
        <DocumentsDialog name={name} documents={documents} open={open} onClose={() => setOpen(false)} />
      ) : null}
    </Box>
  );
}

/**
 * The documents an item submitted: name, status chip and upload date of each. The dialog's content is
 * a component of its own, which a closed dialog does not render: every row of a queue has a dialog,
 * and its texts and document list were made again on each render of the rows while it was closed.
 */
function DocumentsDialog({
  name,
  documents,
  open,
  onClose,
}: DocumentsProps & { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DocumentsDialogContent name={name} documents={documents} onClose={onClose} />
    </Dialog>
  );
}

function DocumentsDialogContent({ name, documents, onClose }: DocumentsProps & { onClose: () => void }) {
  const { t, language } = useLocale();
  const date = dateTimeFormat(language, { dateStyle: 'medium' });
  return (
    <>
      <DialogTitle>{t('admin.verification.documents.title', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          {t('admin.verification.documents.description', { name })}
        </DialogContentText>
        {documents.length === 0 ? (
          <Typography>{t('admin.verification.documents.none')}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {documents.map((document) => (
              <Box
                component="li"
                key={document.name}
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 1,
                  py: 1.25,
                  borderTop: 1,
                  borderColor: 'divider',
                }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{document.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('admin.verification.documents.uploaded', {
                      date: date.format(new Date(document.uploadDate)),
                    })}
                  </Typography>
                </Box>
                <StatusChip
                  status={document.status}
                  tone={statusTone(driverDocumentMachine, document.status)}
                />
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('admin.verification.documents.close')}</Button>
      </DialogActions>
    </>
  );
}
