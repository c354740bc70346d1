import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { LegalSection } from './legalContent';
import { LegalText } from './LegalText';

const textSx = { lineHeight: 1.7, mb: 1.5 } as const;

/** One numbered section of a legal document: its h2, paragraphs and lists. */
export function LegalSectionView({ section }: { section: LegalSection }) {
  const { t } = useTranslation();
  const headingId = section.id;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography
        id={headingId}
        variant="h2"
        // The scroll margin keeps a followed heading clear of the sticky public header (64 px).
        sx={{ fontSize: '1.25rem', mb: 1.5, scrollMarginTop: 88, '&:target': { color: 'primary.main' } }}
      >
        {t(section.titleKey)}
      </Typography>
      {section.blocks.map((block) =>
        block.kind === 'paragraph' ? (
          <Typography key={block.key} sx={textSx}>
            <LegalText i18nKey={block.key} />
          </Typography>
        ) : (
          <Box component="ul" key={block.id} sx={{ m: 0, mb: 1.5, paddingInlineStart: 3 }}>
            {block.keys.map((key) => (
              <Typography component="li" key={key} sx={{ ...textSx, mb: 1 }}>
                <LegalText i18nKey={key} />
              </Typography>
            ))}
          </Box>
        ),
      )}
    </Box>
  );
}
