import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useDocumentTitle } from '@/components/PageHeader';

/** What to say about a routing failure: the status and its text, or the error's message. */
export function describeRouteError(error: unknown, fallback: string): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}

/** Spec 8: the generic error screen, "Unexpected Application Error!" with the status or message. */
export default function ErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  useDocumentTitle(t('error.title'));
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Box sx={{ maxWidth: 640 }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t('error.title')}
        </Typography>
        <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace', mb: 3 }}>
          {describeRouteError(error, t('error.unknown'))}
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('error.reload')}
        </Button>
      </Box>
    </Box>
  );
}
