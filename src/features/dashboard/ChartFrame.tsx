import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint } from '@/lib/inTasks';

/** False until the browser has painted the frame that first showed the calling component. */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterNextPaint().then(() => mounted && setPainted(true));
    return () => {
      mounted = false;
    };
  }, []);
  return painted;
}

/**
 * Where a drawing goes: its height kept while the charts' chunk arrives (nothing moves when it
 * does), and hidden from screen readers, since the section's table or list beside it says the
 * same in text. The drawing (and so the charts' chunk, about 100 KiB) is asked for only once the
 * page around it has painted: the figures and texts show first, on a phone's slow link too.
 */
export function ChartFrame({ height, children }: { height: number; children: ReactNode }) {
  const painted = usePainted();
  const skeleton = <Skeleton variant="rounded" height={height} animation={false} />;
  return (
    <Box aria-hidden="true" sx={{ height, minWidth: 0 }}>
      {painted ? <Suspense fallback={skeleton}>{children}</Suspense> : skeleton}
    </Box>
  );
}
