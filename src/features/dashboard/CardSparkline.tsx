import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/components/list/visuallyHidden';
import { ChartFrame } from './ChartFrame';
import type { Week } from './dashboardWeeks';
import { DashboardSparkline } from './lazyCharts';
import type { ChartFormat } from './useChartFormat';

const HEIGHT = 48;

export interface CardSparklineProps {
  /** Names the figures: "Sign-ups per week, last 12 weeks". */
  label: string;
  weeks: Week[];
  values: number[];
  color: string;
  /** Formats one value (a count, or money). */
  format: (value: number) => string;
  chart: ChartFormat;
}

/**
 * A stat card's last 12 weeks: drawn as a sparkline, and listed for screen readers (each week and
 * its figure), so the drawing is never the only way to read them.
 */
export function CardSparkline({ label, weeks, values, color, format, chart }: CardSparklineProps) {
  const { t } = useTranslation();
  const labels = weeks.map(chart.week);
  return (
    <Box sx={{ mt: 1.5 }}>
      <ChartFrame height={HEIGHT}>
        <DashboardSparkline
          data={values}
          labels={labels}
          color={color}
          format={format}
          rtl={chart.rtl}
          height={HEIGHT}
        />
      </ChartFrame>
      <Box component="ul" aria-label={label} sx={visuallyHidden}>
        {values.map((value, i) => (
          <li key={weeks[i]!.from}>
            {t('admin.dashboard.charts.weekItem', { date: labels[i], value: format(value) })}
          </li>
        ))}
      </Box>
    </Box>
  );
}
