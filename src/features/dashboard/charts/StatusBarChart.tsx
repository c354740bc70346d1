import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import { indexInReadingOrder, inReadingOrder } from './inReadingOrder';

export interface StatusBarSeries {
  id: string;
  label: string;
  data: number[];
  /** A theme colour (a CSS variable of the palette). */
  color: string;
}

export interface StatusBarChartProps {
  /** The bars' categories (statuses, translated), in order. */
  categories: string[];
  series: StatusBarSeries[];
  /** Per category: its colour when there is one series (each status its own badge colour). */
  categoryColors?: string[];
  format: (value: number) => string;
  rtl: boolean;
  /** A bar was clicked: which series, which category. */
  onBarClick: (seriesId: string, index: number) => void;
  height: number;
}

/**
 * Counts by status as bars, one group per status; clicking a bar opens its list. The chart is the
 * picture: the section's table under it holds the same figures as links, for keyboards and screen
 * readers.
 */
export function StatusBarChart({
  categories,
  series,
  categoryColors,
  format,
  rtl,
  onBarClick,
  height,
}: StatusBarChartProps) {
  const ordered = <T,>(values: readonly T[]) => inReadingOrder(values, rtl);
  // On a phone five statuses side by side have no room for their names level: every name is shown,
  // slanted, rather than one dropped ("Cancelled") and another cut ("In Progr…"). Two fit level.
  const slanted = useMediaQuery('(max-width: 599.95px)', { noSsr: true }) && categories.length > 2;
  return (
    <BarChart
      height={height}
      xAxis={[
        {
          scaleType: 'band',
          data: ordered(categories),
          height: slanted ? 64 : 30,
          tickLabelInterval: () => true,
          ...(slanted ? { tickLabelStyle: { angle: rtl ? 35 : -35, textAnchor: 'end' } as const } : {}),
          ...(categoryColors
            ? { colorMap: { type: 'ordinal', values: ordered(categories), colors: ordered(categoryColors) } }
            : {}),
        },
      ]}
      yAxis={[
        {
          position: rtl ? 'right' : 'left',
          valueFormatter: (v: number) => format(v),
          tickMinStep: 1,
          width: 36,
        },
      ]}
      series={series.map((s) => ({
        id: s.id,
        label: s.label,
        data: ordered(s.data),
        color: s.color,
        valueFormatter: (v: number | null) => (v === null ? '' : format(v)),
      }))}
      hideLegend={series.length < 2}
      onItemClick={(_, item) =>
        onBarClick(String(item.seriesId), indexInReadingOrder(item.dataIndex, categories.length, rtl))
      }
      margin={{ top: 8, bottom: 4, left: 4, right: 4 }}
      // The drawing is hidden from screen readers and keyboards: the section's table is the way in.
      disableKeyboardNavigation
      sx={{ '& .MuiBarChart-element': { cursor: 'pointer' } }}
    />
  );
}
