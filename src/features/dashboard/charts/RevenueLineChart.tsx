import { LineChart } from '@mui/x-charts/LineChart';
import { indexInReadingOrder, inReadingOrder } from './inReadingOrder';

export interface RevenueLineChartProps {
  /** The weeks' labels ("Jun 9"), oldest first. */
  labels: string[];
  current: { label: string; data: number[]; color: string };
  previous: { label: string; data: number[]; color: string };
  /** Money for the tooltip; `short` for the axis ("$6K"). */
  format: (value: number) => string;
  formatShort: (value: number) => string;
  rtl: boolean;
  /** A week was clicked (its index, oldest first). */
  onWeekClick: (index: number) => void;
  height: number;
}

/**
 * Revenue per week: the last 12 weeks as a solid line, the 12 before as a dashed one, so the two
 * periods differ by more than colour. The section's table holds the same figures.
 */
export function RevenueLineChart({
  labels,
  current,
  previous,
  format,
  formatShort,
  rtl,
  onWeekClick,
  height,
}: RevenueLineChartProps) {
  const money = (v: number | null) => (v === null ? '' : format(v));
  const ordered = <T,>(values: readonly T[]) => inReadingOrder(values, rtl);
  return (
    <LineChart
      height={height}
      xAxis={[{ scaleType: 'point', data: ordered(labels), height: 30 }]}
      yAxis={[{ position: rtl ? 'right' : 'left', valueFormatter: (v: number) => formatShort(v), width: 76 }]}
      series={[
        {
          id: 'previous',
          label: previous.label,
          data: ordered(previous.data),
          color: previous.color,
          valueFormatter: money,
        },
        {
          id: 'current',
          label: current.label,
          data: ordered(current.data),
          color: current.color,
          valueFormatter: money,
        },
      ]}
      onAxisClick={(_, data) => {
        if (data && typeof data.dataIndex === 'number')
          onWeekClick(indexInReadingOrder(data.dataIndex, labels.length, rtl));
      }}
      grid={{ horizontal: true }}
      // The drawing is hidden from screen readers and keyboards: the section's table is the way in.
      disableKeyboardNavigation
      margin={{ top: 8, bottom: 4, left: 4, right: 4 }}
      sx={{
        '& .MuiLineChart-line[data-series="previous"]': { strokeDasharray: '6 4' },
        cursor: 'pointer',
      }}
    />
  );
}
