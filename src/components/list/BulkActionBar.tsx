import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLocale } from '@/i18n/locale';
import { useListTotal } from './listSelectionContext';

export interface BulkActionBarProps {
  /** How many rows are selected. */
  count: number;
  onClear: () => void;
  /** The actions the machines allow for the selection (each a `Refusable` button). */
  children?: ReactNode;
}

/**
 * The toolbar above a list while rows are selected: the count ("3 selected", or "All 85 of this
 * search selected" after the select-all checkbox), "Clear selection", the actions.
 */
export function BulkActionBar({ count, onClear, children }: BulkActionBarProps) {
  const { t } = useLocale();
  const total = useListTotal();
  // The grid's header checkbox (and the cards' "Select all") selects every row of the search.
  const all = total !== null && total > 1 && count === total;
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
        {t(all ? 'admin.tools.bulk.selectedAll' : 'admin.tools.bulk.selected', { count })}
      </Typography>
      <Button size="small" onClick={onClear}>
        {t('admin.tools.bulk.clear')}
      </Button>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, marginInlineStart: 'auto' }}>{children}</Box>
    </Box>
  );
}
