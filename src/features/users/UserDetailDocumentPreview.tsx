import BadgeIcon from '@mui/icons-material/Badge';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import ScienceIcon from '@mui/icons-material/Science';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '@/components/list/StatusChip';
import { driverDocumentMachine } from '@/machines/driverDocument.machine';
import { statusTone } from '@/machines/lifecycle';
import { initialsOf } from '@/lib/initials';
import { DOCUMENT_TYPE_KEYS, formatPlainDate } from './userDetailSelectors';
import type { DriverDocument, DriverDocumentType, User } from './usersSlice';

const ICONS: Record<DriverDocumentType, typeof BadgeIcon> = {
  "Driver's License": BadgeIcon,
  'TWIC Card': FactCheckIcon,
  'Medical Certificate': MedicalServicesIcon,
  'Drug Test Result': ScienceIcon,
};

interface PreviewProps {
  user: User;
  /** The document shown (kept while the dialog closes). */
  document: DriverDocument | null;
  open: boolean;
  onClose: () => void;
}

/**
 * View Document: a drawn sample of the document type with the holder's name, licence number
 * (and TWIC number on a TWIC card), expiry and status. No file or image is loaded: the product
 * stores no documents.
 */
export function UserDetailDocumentPreview({ user, document, open, onClose }: PreviewProps) {
  const { t, i18n } = useTranslation();
  if (!document) return null;
  const name = t(`admin.userDetail.documents.types.${DOCUMENT_TYPE_KEYS[document.type]}`);
  const Icon = ICONS[document.type];
  const fields: [string, string][] = [
    [t('admin.userDetail.preview.holder'), user.name],
    [t('admin.userDetail.overview.licenseNumber'), user.driver?.licenseNumber || '—'],
    ...(document.type === 'TWIC Card'
      ? [[t('admin.userDetail.overview.twicNumber'), user.driver?.twicNumber || '—'] as [string, string]]
      : []),
    [t('admin.userDetail.preview.expiry'), formatPlainDate(document.expiryDate, i18n.language)],
    [t('admin.userDetail.preview.documentId'), document.id],
  ];

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('admin.userDetail.preview.title', { document: name })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('admin.userDetail.preview.note')}
        </Typography>
        <Box
          role="figure"
          aria-label={t('admin.userDetail.preview.title', { document: name })}
          sx={{
            position: 'relative',
            overflow: 'hidden',
            border: 2,
            borderColor: 'primary.main',
            borderRadius: 2,
            bgcolor: 'background.default',
          }}
        >
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              px: 2,
              py: 1.5,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            <Icon aria-hidden />
            <Box sx={{ minWidth: 0 }}>
              <Typography component="p" sx={{ fontWeight: 700 }}>
                {name}
              </Typography>
              <Typography component="p" variant="body2">
                {t('admin.userDetail.preview.issuer')}
              </Typography>
            </Box>
          </Box>
          <Box sx={{ display: 'flex', gap: 2, p: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <Box
              aria-hidden
              sx={{
                width: 72,
                height: 90,
                flexShrink: 0,
                borderRadius: 1,
                bgcolor: 'action.selected',
                display: 'grid',
                placeItems: 'center',
                fontSize: '1.5rem',
                fontWeight: 700,
                color: 'text.secondary',
              }}
            >
              {initialsOf(user.name)}
            </Box>
            <Box component="dl" sx={{ m: 0, flex: '1 1 12rem', display: 'grid', gap: 1 }}>
              {fields.map(([label, value]) => (
                <Box key={label}>
                  <Typography component="dt" variant="caption" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
            <StatusChip status={document.status} tone={statusTone(driverDocumentMachine, document.status)} />
          </Box>
          {/* A drawn barcode strip. */}
          <Box
            aria-hidden
            sx={{
              mx: 2,
              mb: 2,
              height: 28,
              backgroundImage: (theme) =>
                `repeating-linear-gradient(90deg, ${theme.vars.palette.text.primary} 0 2px, transparent 2px 5px, ${theme.vars.palette.text.primary} 5px 6px, transparent 6px 9px)`,
            }}
          />
          {/* The watermark is drawn by CSS, not text: a picture, not content to read or check. */}
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              insetInlineEnd: 16,
              bottom: 56,
              transform: 'rotate(-18deg)',
              pointerEvents: 'none',
              '&::after': {
                content: JSON.stringify(t('admin.userDetail.preview.sample')),
                fontSize: '2rem',
                fontWeight: 800,
                letterSpacing: 4,
                color: 'error.main',
                opacity: 0.25,
                textTransform: 'uppercase',
              },
            }}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('admin.userDetail.preview.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
