import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A detail page's two columns: the main content and, beside it from 1200 px (below it under), the
 * aside, two thirds and one third of the width, each column a stack of cards.
 */
export function MainAsideColumns({ main, aside }: { main: ReactNode; aside: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
      }}
    >
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>{main}</Box>
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>{aside}</Box>
    </Box>
  );
}
