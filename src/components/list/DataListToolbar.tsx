import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useLocale } from '@/i18n/locale';

interface DataListToolbarProps {
  /** At the start (the cards' "Select all"). */
  start?: ReactNode;
  /** Omitted for a list without Export. */
  onExport?: () => void;
}

/** The row of tools above the cards (the grid has its own toolbar), aligned to the end and wrapping. */
export function DataListToolbar({ start, onExport }: DataListToolbarProps) {
  const { t } = useLocale();
  if (!start && !onExport) return null;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 1,
        mb: 1.5,
      }}
    >
      {start && <Box sx={{ marginInlineEnd: 'auto' }}>{start}</Box>}
      {onExport && (
        <Button variant="outlined" size="small" startIcon={<FileDownloadIcon />} onClick={onExport}>
          {t('admin.tools.export.button')}
        </Button>
      )}
    </Box>
  );
}
