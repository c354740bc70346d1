import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '@/components/PageHeader';
import { PUBLIC_PATHS } from '../paths';

/** Spec 2.2 / 8: 404, "Oops! Page not found", Return to Home; the requested path is logged. */
export default function NotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useDocumentTitle(t('notFound.message'));
  useEffect(() => {
    // An informational log, not an error: a mistyped address is not an application fault.
    console.info('404: no route matches', pathname);
  }, [pathname]);
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
    >
      <Box>
        <Typography variant="h1" sx={{ fontSize: '4rem', mb: 1 }}>
          {t('notFound.code')}
        </Typography>
        <Typography component="p" variant="h2" color="text.secondary" sx={{ fontWeight: 400, mb: 3 }}>
          {t('notFound.message')}
        </Typography>
        <Button component={RouterLink} to={PUBLIC_PATHS.landing} variant="contained">
          {t('notFound.returnHome')}
        </Button>
      </Box>
    </Box>
  );
}
