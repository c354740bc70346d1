import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useLocale } from '@/i18n/locale';
import { Pager } from './Pager';

interface ListFooterProps {
  /** 1-based positions of the first and last row shown. */
  from: number;
  to: number;
  total: number;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  sx?: SxProps<Theme>;
}

/** Under a list (the grid's pagination slot, and the cards): "Showing x–y of N" and the pager. */
export function ListFooter({ from, to, total, page, pageCount, onPage, sx }: ListFooterProps) {
  const { t } = useLocale();
  return (
    <Box
      sx={[
        {
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mt: 2,
          flex: 1,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Typography variant="body2" color="text.secondary" role="status">
        {t('list.showing', { from, to, total })}
      </Typography>
      <Pager page={page} count={pageCount} onChange={onPage} />
    </Box>
  );
}
