import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { inReadingOrder } from './inReadingOrder';

export interface DashboardSparklineProps {
  /** One value a week, oldest first. */
  data: number[];
  /** Each week's label for the tooltip ("Jun 9"). */
  labels: string[];
  /** The line's colour: a theme colour (a CSS variable of the palette, so dark mode follows). */
  color: string;
  format: (value: number) => string;
  /** Right-to-left: the oldest week on the right. */
  rtl: boolean;
  height: number;
}

/**
 * A stat card's trend drawn: the last 12 weeks as a line over a light area. Decorative for screen
 * readers (the card lists the same figures); a pointer shows each week's figure.
 */
export function DashboardSparkline({ data, labels, color, format, rtl, height }: DashboardSparklineProps) {
  return (
    <SparkLineChart
      data={inReadingOrder(data, rtl)}
      height={height}
      color={color}
      area
      curve="linear"
      showTooltip
      showHighlight
      xAxis={{ scaleType: 'point', data: inReadingOrder(labels, rtl) }}
      valueFormatter={(value) => (value === null ? '' : format(value))}
      margin={{ top: 4, bottom: 4, left: 2, right: 2 }}
      sx={{ '& .MuiLineChart-area': { opacity: 0.16 } }}
      disableKeyboardNavigation
    />
  );
}
