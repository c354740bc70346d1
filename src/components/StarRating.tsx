import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** Spec 9: a rating shows as 5 stars, the first floor(rating) filled. */
export const filledStars = (rating: number): number => Math.min(5, Math.max(0, Math.floor(rating)));

/** Five stars with floor fill and the number beside them; one accessible name ("Rating 4.6 out of 5"). */
export function StarRating({ rating }: { rating: number }) {
  const { t, i18n } = useTranslation();
  const filled = filledStars(rating);
  const value = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rating);
  return (
    <Box
      role="img"
      aria-label={t('rating.label', { value })}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}
    >
      {Array.from({ length: 5 }, (_, index) =>
        index < filled ? (
          <StarIcon key={index} fontSize="small" sx={{ color: 'warning.main' }} data-filled="true" />
        ) : (
          <StarBorderIcon key={index} fontSize="small" sx={{ color: 'text.disabled' }} data-filled="false" />
        ),
      )}
      <Box component="span" aria-hidden sx={{ ms: 0.75, fontWeight: 600 }}>
        {value}
      </Box>
    </Box>
  );
}
