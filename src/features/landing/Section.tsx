import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Reveal } from '@/components/public';
import type { LandingSection } from '@/lib/publicPaths';
import { SCROLL_OFFSET_PX } from '@/lib/smoothScroll';

interface SectionProps {
  /** The anchor the header links to, if any. */
  id?: LandingSection;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  /** Paper background, to set the section apart from its neighbours. */
  tinted?: boolean;
  children: ReactNode;
}

/** One landing page section: a labelled `<section>` with its h2, scrolled to 80 px below the top. */
export function Section({ id, eyebrow, title, subtitle, tinted = false, children }: SectionProps) {
  const headingId = useId();
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{
        py: { xs: 8, md: 11 },
        bgcolor: tinted ? 'background.paper' : 'background.default',
        scrollMarginTop: `${SCROLL_OFFSET_PX}px`,
      }}
    >
      <Container maxWidth="lg">
        <Reveal sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto', mb: { xs: 5, md: 7 } }}>
          {eyebrow ? (
            <Typography
              sx={{
                color: 'primary.main',
                fontWeight: 700,
                textTransform: 'uppercase',
                letterSpacing: 1,
                mb: 1,
              }}
            >
              {eyebrow}
            </Typography>
          ) : null}
          <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2 }}>
            {title}
          </Typography>
          {subtitle ? (
            <Typography color="text.secondary" sx={{ fontSize: '1.125rem' }}>
              {subtitle}
            </Typography>
          ) : null}
        </Reveal>
        {children}
      </Container>
    </Box>
  );
}
