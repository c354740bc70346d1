import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons or links on the trailing side (wraps under the title on narrow screens). */
  actions?: ReactNode;
}

/**
 * The title a render asked for where there is no document (prerendering at build time): the
 * prerender step reads it to write the page's <title>, since effects do not run on the server.
 */
export const serverDocument = { title: '' };

function recordServerTitle(title: string): void {
  if (typeof document === 'undefined') serverDocument.title = title;
}

/** Sets the document title to "{page} · {product}". */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const product = t('app.name');
  const full = title ? `${title} · ${product}` : product;
  recordServerTitle(full);
  useEffect(() => {
    document.title = full;
  }, [full]);
}

/** The page's one h1, its description and its actions; also names the browser tab. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        justifyContent: 'space-between',
        gap: 2,
        mb: 3,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h1">
          <bdi>{title}</bdi>
        </Typography>
        {description ? (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {description}
          </Typography>
        ) : null}
      </Box>
      {actions ? <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box> : null}
    </Box>
  );
}
