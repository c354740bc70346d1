import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalSection } from './legalContent';

/** In-page links to each section's heading (plain fragment links: no smooth scrolling to reduce). */
export function TableOfContents({ sections }: { sections: LegalSection[] }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Box
      component="nav"
      aria-labelledby={labelId}
      sx={{
        alignSelf: 'start',
        position: { md: 'sticky' },
        top: { md: 88 }, // below the sticky public header (64 px)
        maxHeight: { md: 'calc(100vh - 112px)' },
        overflowY: { md: 'auto' },
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Typography id={labelId} component="p" sx={{ fontWeight: 700, mb: 1 }}>
        {t('legal.common.onThisPage')}
      </Typography>
      <Box component="ol" sx={{ m: 0, paddingInlineStart: 3, display: 'grid', gap: 0.75 }}>
        {sections.map((section) => (
          <Box component="li" key={section.id} sx={{ fontSize: '0.9375rem', lineHeight: 1.4 }}>
            <Link href={`#${section.id}`} underline="hover">
              {t(section.titleKey)}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
