import Box from '@mui/material/Box';
import { visuallyHidden } from '@/components/list/visuallyHidden';
import { useTranslation } from 'react-i18next';

export type PlaceholderKind = 'jurisdiction' | 'arbitrator';

/**
 * A blank of the terms that the spec leaves unfilled: highlighted, outlined (not colour alone) and
 * announced to screen readers as a placeholder still to be filled in.
 */
export function PlaceholderMark({ kind }: { kind: PlaceholderKind }) {
  const { t } = useTranslation();
  return (
    <Box
      component="mark"
      data-placeholder={kind}
      sx={(theme) => ({
        px: 0.5,
        borderRadius: 0.5,
        border: '1px dashed',
        borderColor: 'warning.main',
        fontWeight: 600,
        whiteSpace: 'normal',
        // Each line of a wrapped mark gets its own outline and padding.
        boxDecorationBreak: 'clone',
        WebkitBoxDecorationBreak: 'clone',
        bgcolor: '#fef3c7',
        color: '#713f12',
        ...theme.applyStyles('dark', { bgcolor: 'rgba(251, 191, 36, 0.16)', color: '#fde68a' }),
      })}
    >
      <Box component="span" sx={visuallyHidden}>
        {t('legal.placeholders.hiddenPrefix')}{' '}
      </Box>
      {t(`legal.placeholders.${kind}`)}
    </Box>
  );
}
