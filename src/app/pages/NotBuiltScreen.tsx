import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';

/**
 * A route whose screen a later issue builds: it shows its title only (listed in docs/screens.md).
 * Public routes get a `main` landmark of their own; admin routes sit inside the layout's.
 */
export function NotBuiltScreen({ titleKey, standalone = false }: { titleKey: string; standalone?: boolean }) {
  const { t } = useTranslation();
  const header = <PageHeader title={t(titleKey)} />;
  if (!standalone) return header;
  return (
    <Box component="main" sx={{ p: { xs: 2, md: 4 } }}>
      {header}
    </Box>
  );
}
