import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface BulkActionBarProps {
  /** How many rows are selected. */
  count: number;
  onClear: () => void;
  /** The actions the machines allow for the selection (e.g. `WhyNotButton`s). */
  children?: ReactNode;
}

/** The toolbar above a list while rows are selected: the count, "Clear selection", the actions. */
export function BulkActionBar({ count, onClear, children }: BulkActionBarProps) {
  const { t } = useTranslation();
  return (
    <Box
      role="toolbar"
      aria-label={t('admin.tools.bulk.toolbar')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        mb: 1.5,
        border: 1,
        borderColor: 'primary.main',
        borderRadius: 1,
        bgcolor: 'action.selected',
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, marginInlineEnd: 1 }} role="status">
        {t('admin.tools.bulk.selected', { count })}
      </Typography>
      <Button size="small" onClick={onClear}>
        {t('admin.tools.bulk.clear')}
      </Button>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, marginInlineStart: 'auto' }}>{children}</Box>
    </Box>
  );
}
