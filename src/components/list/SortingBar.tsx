import LinearProgress from '@mui/material/LinearProgress';
import { useLocale } from '@/i18n/locale';

/**
 * The bar over a list whose rows wait for their text to be ranked before they are sorted (DataList):
 * rare, so a chunk of its own, fetched when first shown.
 */
export default function SortingBar() {
  const { t } = useLocale();
  return (
    <LinearProgress
      aria-label={t('list.sorting')}
      sx={{ position: 'absolute', insetInline: 0, top: 0, zIndex: 1 }}
    />
  );
}
