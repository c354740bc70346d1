import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { Suspense, type ReactNode } from 'react';

/**
 * Where a drawing goes: its height kept while the charts' chunk arrives (nothing moves when it
 * does), and hidden from screen readers, since the section's table or list beside it says the
 * same in text.
 */
export function ChartFrame({ height, children }: { height: number; children: ReactNode }) {
  return (
    <Box aria-hidden="true" sx={{ height, minWidth: 0 }}>
      <Suspense fallback={<Skeleton variant="rounded" height={height} animation={false} />}>
        {children}
      </Suspense>
    </Box>
  );
}
