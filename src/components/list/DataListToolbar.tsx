import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DataListToolbarProps {
  /** At the start (the cards' "Select all on this page"). */
  start?: ReactNode;
  /** The Columns menu (wide screens only). */
  columns?: ReactNode;
  /** Omitted for a list without Export. */
  onExport?: () => void;
}

/** The row of tools above a list, aligned to the end and wrapping on a phone. */
export function DataListToolbar({ start, columns, onExport }: DataListToolbarProps) {
  const { t } = useTranslation();
  if (!start && !columns && !onExport) return null;
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
      {columns}
      {onExport && (
        <Button variant="outlined" size="small" startIcon={<FileDownloadIcon />} onClick={onExport}>
          {t('admin.tools.export.button')}
        </Button>
      )}
    </Box>
  );
}
