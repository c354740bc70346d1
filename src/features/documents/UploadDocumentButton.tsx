import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Refusable } from '@/components/history/Refusable';

/**
 * Upload Document (spec 2.4: present, does nothing yet): a focusable, aria-disabled button whose
 * tooltip and accessible description say uploading comes in a later release.
 */
export function UploadDocumentButton() {
  const { t } = useTranslation();
  return (
    <Refusable reason={t('admin.documents.uploadLater')}>
      <Button variant="contained" startIcon={<UploadFileIcon aria-hidden />}>
        {t('admin.documents.upload')}
      </Button>
    </Refusable>
  );
}
