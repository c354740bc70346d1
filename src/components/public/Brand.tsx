import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** The product mark: a truck in a rounded square and the product name. */
export function Brand() {
  const { t } = useTranslation();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="span"
        aria-hidden
        sx={{
          display: 'inline-grid',
          placeItems: 'center',
          width: 36,
          height: 36,
          borderRadius: 2,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <LocalShippingIcon fontSize="small" />
      </Box>
      <Box component="span" sx={{ fontWeight: 800, fontSize: '1.25rem', color: 'text.primary' }}>
        {t('app.name')}
      </Box>
    </Box>
  );
}
