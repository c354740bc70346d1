import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode, Ref } from 'react';
import { useDocumentTitle } from '@/components/PageHeader';
import { MAIN_CONTENT_ID, PublicHeader } from '@/components/public/PublicHeader';

interface AuthPageProps {
  /** The page's one h1. */
  title: string;
  subtitle?: ReactNode;
  /** The browser tab's name, when it differs from the h1. */
  documentTitle?: string;
  /** An h2 at the top of the card, with an optional description under it. */
  cardTitle?: string;
  cardDescription?: string;
  /** Links under the card (e.g. "Already have an account? Sign in"). */
  footer?: ReactNode;
  /** For views that replace the form and move the focus to the new heading. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** The frame of every account screen: the public header, then a centred card under the page title. */
export function AuthPage({
  title,
  subtitle,
  documentTitle,
  cardTitle,
  cardDescription,
  footer,
  headingRef,
  children,
}: AuthPageProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <>
      <PublicHeader showSections={false} />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{
          minHeight: 'calc(100vh - 64px)',
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'flex-start',
          px: 2,
          py: { xs: 3, sm: 6 },
          bgcolor: 'background.default',
          '&:focus': { outline: 'none' },
        }}
      >
        <Box sx={{ width: '100%', maxWidth: 440, minWidth: 0 }}>
          <Box sx={{ textAlign: 'center', mb: 3 }}>
            <Typography
              variant="h1"
              ref={headingRef}
              tabIndex={headingRef ? -1 : undefined}
              sx={{ overflowWrap: 'anywhere', '&:focus': { outline: 'none' } }}
            >
              {title}
            </Typography>
            {subtitle ? (
              <Typography color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                {subtitle}
              </Typography>
            ) : null}
          </Box>
          <Card variant="outlined">
            <CardContent sx={{ p: { xs: 2.5, sm: 4 }, '&:last-child': { pb: { xs: 2.5, sm: 4 } } }}>
              {cardTitle ? (
                <Box sx={{ mb: 3 }}>
                  <Typography variant="h2">{cardTitle}</Typography>
                  {cardDescription ? (
                    <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
                      {cardDescription}
                    </Typography>
                  ) : null}
                </Box>
              ) : null}
              {children}
            </CardContent>
          </Card>
          {footer ? <Box sx={{ mt: 3, textAlign: 'center', display: 'grid', gap: 1 }}>{footer}</Box> : null}
        </Box>
      </Box>
    </>
  );
}
