import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/components/list/visuallyHidden';

/**
 * Upload Document (spec 2.4: present, does nothing yet): a focusable, aria-disabled button whose
 * tooltip and accessible description say uploading comes in a later release.
 */
export function UploadDocumentButton() {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <>
      <Tooltip title={t('admin.documents.uploadLater')} describeChild>
        <Button
          variant="contained"
          startIcon={<UploadFileIcon aria-hidden />}
          aria-disabled="true"
          aria-describedby={hintId}
          onClick={(event) => event.preventDefault()}
          sx={{ opacity: 0.7, cursor: 'not-allowed' }}
        >
          {t('admin.documents.upload')}
        </Button>
      </Tooltip>
      <Box component="span" id={hintId} sx={visuallyHidden}>
        {t('admin.documents.uploadLater')}
      </Box>
    </>
  );
}
