import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLocale } from '@/i18n/locale';
import type { Tone } from './StatusChip';
import { visuallyHidden } from './visuallyHidden';

export type TrendDirection = 'up' | 'down' | 'flat';

export interface StatTrend {
  direction: TrendDirection;
  /** E.g. "+12% from last month". */
  text: string;
  /** Colour of the trend line; whether "up" is good depends on the figure, so the caller says. */
  tone?: Tone;
}

export interface StatCardProps {
  title: string;
  value: ReactNode;
  description?: ReactNode;
  trend?: StatTrend;
  /** A decorative icon shown beside the value. */
  icon?: ReactNode;
  /** E.g. a "View All" link. */
  action?: ReactNode;
  /** A small drawing under the trend (the dashboard's sparklines), with its own text alternative. */
  chart?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
}

const TREND_ICONS = { up: TrendingUpIcon, down: TrendingDownIcon, flat: TrendingFlatIcon } as const;
const TREND_LABELS = { up: 'stat.trendUp', down: 'stat.trendDown', flat: 'stat.trendFlat' } as const;

/** A dashboard figure: title, value, description, trend and an optional action. */
export function StatCard({
  title,
  value,
  description,
  trend,
  icon,
  action,
  chart,
  headingLevel = 2,
}: StatCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography component={`h${headingLevel}`} variant="subtitle2" color="text.secondary">
              {title}
            </Typography>
            <Typography component="p" variant="h4" sx={{ fontWeight: 700, mt: 0.5 }}>
              {value}
            </Typography>
          </Box>
          {icon ? (
            <Box aria-hidden sx={{ display: 'flex', color: 'primary.main' }}>
              {icon}
            </Box>
          ) : null}
        </Box>
        {description ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {description}
          </Typography>
        ) : null}
        {trend ? <Trend trend={trend} /> : null}
        {chart}
      </CardContent>
      {action ? <CardActions sx={{ pt: 0, px: 2, pb: 2 }}>{action}</CardActions> : null}
    </Card>
  );
}

function Trend({ trend }: { trend: StatTrend }) {
  const { t } = useLocale();
  const Icon = TREND_ICONS[trend.direction];
  const tone = trend.tone ?? 'default';
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        mt: 1,
        // Every tone's main colour meets 4.5:1 on paper in both themes.
        color: tone === 'default' ? 'text.secondary' : `${tone}.main`,
      }}
    >
      <Icon
        fontSize="small"
        aria-hidden
        sx={(theme) => (theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : {})}
      />
      <Typography variant="body2" component="p">
        <Box component="span" sx={visuallyHidden}>
          {`${t(TREND_LABELS[trend.direction])} `}
        </Box>
        {trend.text}
      </Typography>
    </Box>
  );
}
