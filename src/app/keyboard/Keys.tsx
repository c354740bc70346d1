import Box from '@mui/material/Box';
import { Fragment } from 'react';

/** A key as the keyboard names it, in <kbd>. */
export function Kbd({ children }: { children: string }) {
  return (
    <Box
      component="kbd"
      sx={{
        display: 'inline-block',
        minWidth: '1.75em',
        px: 0.75,
        py: 0.125,
        border: 1,
        borderColor: 'divider',
        borderBottomWidth: 2,
        borderRadius: 1,
        bgcolor: 'action.hover',
        color: 'text.primary',
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        fontSize: '0.8125rem',
        lineHeight: 1.6,
        textAlign: 'center',
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </Box>
  );
}

/** Keys pressed together (Ctrl + K), or one after another with `then` between them (g then u). */
export function KeyCombo({ keys, then }: { keys: readonly string[]; then?: string }) {
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
    >
      {keys.map((key, index) => (
        <Fragment key={key}>
          {index > 0 ? <span>{then ?? '+'}</span> : null}
          <Kbd>{key}</Kbd>
        </Fragment>
      ))}
    </Box>
  );
}
