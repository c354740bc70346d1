import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { visuallyHidden } from '@/components/list/visuallyHidden';

/** A chart's figures as a compact table, named by its caption (read by screen readers, not shown). */
export function ChartTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <Table
      size="small"
      sx={{
        mt: 1,
        '& th, & td': { px: 1, py: 0.75 },
        '& td': { fontVariantNumeric: 'tabular-nums' },
      }}
    >
      <Box component="caption" sx={visuallyHidden}>
        {caption}
      </Box>
      {children}
    </Table>
  );
}

/**
 * A figure that opens its list: the link's text is the figure, and `context` (read by screen
 * readers before it, not shown) says which list, since a table cell's link is often read alone.
 */
export function FigureLink({ to, context, children }: { to: string; context?: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
      {context ? (
        <Box component="span" sx={visuallyHidden}>
          {`${context} `}
        </Box>
      ) : null}
      {children}
    </Link>
  );
}

/** A small square of a series' colour, beside its name in a table (decorative). */
export function Swatch({ color, dashed = false }: { color: string; dashed?: boolean }) {
  return (
    <Box
      aria-hidden="true"
      component="span"
      sx={{
        display: 'inline-block',
        width: 12,
        height: dashed ? 0 : 12,
        borderRadius: dashed ? 0 : '3px',
        bgcolor: dashed ? 'transparent' : color,
        borderTop: dashed ? `3px dashed ${color}` : 'none',
        marginInlineEnd: 1,
        verticalAlign: 'middle',
      }}
    />
  );
}
