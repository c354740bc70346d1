import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface Field {
  label: string;
  value: ReactNode;
}

/**
 * Labelled values as a description list: label above value, in `columns` columns from 600 px and
 * `narrowColumns` below. Used by the list's cards and the company overview.
 */
export function FieldList({
  fields,
  columns = 2,
  narrowColumns = 1,
}: {
  fields: readonly Field[];
  columns?: number;
  narrowColumns?: number;
}) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: `repeat(${narrowColumns}, minmax(0, 1fr))`,
          sm: `repeat(${columns}, minmax(0, 1fr))`,
        },
      }}
    >
      {fields.map((field) => (
        <div key={field.label}>
          <Box component="dt" sx={{ typography: 'body2', color: 'text.secondary' }}>
            {field.label}
          </Box>
          <Box component="dd" sx={{ m: 0, mt: 0.25, overflowWrap: 'anywhere' }}>
            {field.value}
          </Box>
        </div>
      ))}
    </Box>
  );
}
