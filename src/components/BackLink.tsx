import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink, type RelativeRoutingType } from 'react-router-dom';

interface BackLinkProps {
  to: string;
  /** 'path' for `..` links that go up the URL (the add pages back to their list). */
  relative?: RelativeRoutingType;
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/** "Back to ..." above a page's title: a link with an arrow that points back in either direction. */
export function BackLink({ to, relative, children, sx }: BackLinkProps) {
  return (
    <Button
      component={RouterLink}
      to={to}
      relative={relative}
      startIcon={
        <ArrowBackIcon sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })} />
      }
      sx={[{ mb: 2 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Button>
  );
}
