import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface StatCardGridProps {
  children: ReactNode;
  /** Cards a row on wide screens (from the `lg` breakpoint). */
  columns?: 4 | 5;
  /** On phones: two cards a row (`pairs`, short figures) or one (`stack`, long ones such as money). */
  phone?: 'pairs' | 'stack';
  /** With an odd number of cards in pairs, the first takes a row of its own so the others pair up. */
  leadOwnRow?: boolean;
  /** Space below, in theme units (3 above a list, 0 inside a layout that spaces its parts). */
  mb?: number;
}

const COLUMN = 'minmax(0, 1fr)';
const repeat = (count: number) => `repeat(${count}, ${COLUMN})`;

/** The row of stat cards over a list or a detail screen: one grid for every screen. */
export function StatCardGrid({
  children,
  columns = 4,
  phone = 'pairs',
  leadOwnRow = false,
  mb = 3,
}: StatCardGridProps) {
  const gridTemplateColumns =
    phone === 'stack'
      ? { xs: COLUMN, sm: repeat(2), lg: repeat(columns) }
      : { xs: repeat(2), ...(columns === 5 ? { sm: repeat(3) } : {}), lg: repeat(columns) };
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        mb,
        gridTemplateColumns,
        ...(leadOwnRow ? { '& > :first-of-type': { gridColumn: { xs: '1 / -1', sm: 'auto' } } } : {}),
      }}
    >
      {children}
    </Box>
  );
}
