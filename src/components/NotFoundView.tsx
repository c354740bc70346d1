import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from './PageHeader';

interface NotFoundViewProps {
  /** What was not found, e.g. "No user has the id USR-999." */
  message: string;
  /** The way back, e.g. a BackLink to the list. */
  action: ReactNode;
}

/**
 * The one not-found view inside the admin layout, for a detail page whose id matches nothing: the
 * layout (sidebar, header) keeps working and the reader gets a way back to the list.
 */
export function NotFoundView({ message, action }: NotFoundViewProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.notFound.title'));
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: { xs: 6, md: 10 },
        px: 2,
        display: 'grid',
        justifyItems: 'center',
        gap: 1,
      }}
    >
      <SearchOffIcon sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h1">{t('admin.notFound.title')}</Typography>
      <Typography>{message}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('admin.notFound.hint')}
      </Typography>
      {action}
    </Box>
  );
}
