import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LandingRevenuePoint } from '@/fixtures/landing';
import { formatCompactDollars, formatLongMonth, formatMonth } from './format';

const HEIGHT = 100;
const TOP = 8;

/**
 * The chart's points in a 100 x 100 box: each month at the middle of its equal column (so HTML
 * labels in a grid line up), y scaled between 90 % of the lowest value and the highest.
 */
export function chartPoints(values: number[]): [number, number][] {
  const min = Math.min(...values) * 0.9;
  const span = Math.max(...values) - min || 1;
  return values.map((value, i) => [
    ((i + 0.5) * 100) / values.length,
    TOP + (1 - (value - min) / span) * (HEIGHT - TOP),
  ]);
}

/**
 * A small area chart of monthly revenue drawn as inline SVG. It is an image named by its title,
 * with a sentence that says what it shows, for people who cannot see it.
 */
export function RevenueChart({ data }: { data: LandingRevenuePoint[] }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const id = useId();
  const locale = i18n.language;
  const points = chartPoints(data.map((p) => p.amount));
  const first = data[0];
  const last = data.at(-1);
  if (!first || !last) return null;
  const line = points.map(([x, y], i) => `${i ? 'L' : 'M'}${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
  const baseline = HEIGHT;
  const area = `${line} L${points.at(-1)![0].toFixed(1)},${baseline} L${points[0]![0].toFixed(1)},${baseline} Z`;
  const summary = t('landing.dashboard.revenueSummary', {
    first: formatCompactDollars(first.amount, locale),
    from: formatLongMonth(first.month, locale),
    last: formatCompactDollars(last.amount, locale),
    to: formatLongMonth(last.month, locale),
  });
  const colour = theme.vars.palette.primary.main;

  return (
    // The time axis runs left to right in every language, as in printed Arabic charts.
    <Box dir="ltr">
      <Box sx={{ position: 'relative', height: 140 }}>
        <Box
          component="svg"
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
          viewBox={`0 0 100 ${HEIGHT}`}
          preserveAspectRatio="none"
          data-testid="revenue-chart"
          sx={{ width: '100%', height: '100%', display: 'block', overflow: 'visible' }}
        >
          <title id={`${id}-title`}>{t('landing.dashboard.revenue')}</title>
          <desc id={`${id}-desc`}>{summary}</desc>
          <defs>
            <linearGradient id={`${id}-fill`} x1="0" x2="0" y1="0" y2="1">
              <stop offset="0%" style={{ stopColor: colour, stopOpacity: 0.35 }} />
              <stop offset="100%" style={{ stopColor: colour, stopOpacity: 0 }} />
            </linearGradient>
          </defs>
          <line
            x1={0}
            x2={100}
            y1={HEIGHT}
            y2={HEIGHT}
            style={{ stroke: theme.vars.palette.divider }}
            vectorEffect="non-scaling-stroke"
          />
          <path d={area} fill={`url(#${id}-fill)`} />
          <path
            d={line}
            fill="none"
            style={{ stroke: colour }}
            strokeWidth={2.5}
            strokeLinejoin="round"
            strokeLinecap="round"
            vectorEffect="non-scaling-stroke"
          />
        </Box>
        {points.map(([x, y], i) => (
          <Box
            key={data[i]!.month}
            aria-hidden
            // Inline: the right-to-left style plugin would mirror `left` and the translation in sx.
            style={{ left: `${x}%`, top: `${y}%`, transform: 'translate(-50%, -50%)' }}
            sx={{
              position: 'absolute',
              width: 9,
              height: 9,
              borderRadius: '50%',
              border: 2,
              borderColor: colour,
              bgcolor: 'background.paper',
            }}
          />
        ))}
      </Box>
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${data.length}, 1fr)`,
          textAlign: 'center',
          fontSize: '0.75rem',
          color: 'text.secondary',
          mt: 0.5,
        }}
      >
        {data.map((point) => (
          <span key={point.month}>{formatMonth(point.month, locale)}</span>
        ))}
      </Box>
      <Box component="p" dir="auto" sx={{ m: 0, mt: 1, fontSize: '0.8125rem', color: 'text.secondary' }}>
        {summary}
      </Box>
    </Box>
  );
}
