import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

const Link = styled('a')(({ theme }) => ({
  position: 'absolute',
  insetInlineStart: theme.spacing(1),
  top: -100,
  zIndex: theme.zIndex.tooltip + 1,
  padding: theme.spacing(1, 2),
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.primary.main,
  borderRadius: theme.shape.borderRadius,
  '&:focus': { top: theme.spacing(1) },
}));

export function SkipLink() {
  const { t } = useTranslation();
  return <Link href="#main-content">{t('app.skipToContent')}</Link>;
}
