import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { sectionRowSx } from '@/components/SectionCard';

/** One tool: what it does on the left, its button on the right (stacked on a phone). */
export function ToolRow({
  hint,
  hintId,
  children,
}: {
  hint: ReactNode;
  hintId: string;
  children?: ReactNode;
}) {
  return (
    <Box
      sx={{
        ...sectionRowSx,
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        justifyContent: 'space-between',
        gap: { xs: 1, sm: 2 },
      }}
    >
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ minWidth: 0 }}>
        {hint}
      </Typography>
      <Box sx={{ flexShrink: 0, display: 'flex', '& > .MuiButton-root': { flexGrow: { xs: 1, sm: 0 } } }}>
        {children}
      </Box>
    </Box>
  );
}
