import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import usePagination, { type UsePaginationItem } from '@mui/material/usePagination';
import { useLocale } from '@/i18n/locale';
import { visuallyHidden } from './visuallyHidden';

export interface PagerProps {
  /** The current page, 1-based. */
  page: number;
  /** How many pages there are. */
  count: number;
  onChange: (page: number) => void;
}

/**
 * Numbered pager using MUI's numbering (boundaryCount 1, siblingCount 1): every page up to 7 pages,
 * ellipses beyond. Renders nothing when there is only one page.
 */
export function Pager({ page, count, onChange }: PagerProps) {
  const { t } = useLocale();
  const { items } = usePagination({ page, count, onChange: (_event, next) => onChange(next) });
  if (count <= 1) return null;

  return (
    <nav aria-label={t('list.pagination')}>
      <Box
        component="ul"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 0.5,
          listStyle: 'none',
          m: 0,
          p: 0,
        }}
      >
        {items.map((item) => (
          <li key={item.type === 'page' ? `page-${item.page}` : item.type}>
            <PagerItem item={item} />
          </li>
        ))}
      </Box>
    </nav>
  );
}

const PAGE_BUTTON_SX = { minWidth: 40, height: 40, px: 1 } as const;

function PagerItem({ item }: { item: UsePaginationItem }) {
  const { t } = useLocale();
  const { type, page, selected, disabled, onClick } = item;

  switch (type) {
    case 'previous':
    case 'next':
      return (
        <Button onClick={onClick} disabled={disabled} sx={{ height: 40 }}>
          {t(type === 'previous' ? 'list.previous' : 'list.next')}
        </Button>
      );
    case 'start-ellipsis':
    case 'end-ellipsis':
      return (
        <Box component="span" sx={{ display: 'inline-flex', justifyContent: 'center', minWidth: 32 }}>
          <span aria-hidden="true">…</span>
          <Box component="span" sx={visuallyHidden}>
            {t('list.morePages')}
          </Box>
        </Box>
      );
    case 'page':
      return (
        <Button
          onClick={onClick}
          disabled={disabled}
          variant={selected ? 'contained' : 'text'}
          aria-current={selected ? 'page' : undefined}
          aria-label={t(selected ? 'list.currentPage' : 'list.page', { page })}
          sx={PAGE_BUTTON_SX}
        >
          {page}
        </Button>
      );
    default:
      // 'first' and 'last' are not enabled.
      return null;
  }
}
