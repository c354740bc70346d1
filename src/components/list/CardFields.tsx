import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface CardField {
  /** Unique within the card. */
  label: string;
  value: ReactNode;
}

/** A list card's fields below 768 px: a description list, two to a row. */
export function CardFields({ fields }: { fields: readonly CardField[] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, m: 0 }}>
      {fields.map((field) => (
        <Box key={field.label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {field.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {field.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
