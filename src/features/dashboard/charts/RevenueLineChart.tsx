import { LineChart } from '@mui/x-charts/LineChart';

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
  return (
    <LineChart
      height={height}
      xAxis={[{ scaleType: 'point', data: labels, reverse: rtl }]}
      yAxis={[{ position: rtl ? 'right' : 'left', valueFormatter: (v: number) => formatShort(v), width: 56 }]}
      series={[
        {
          id: 'previous',
          label: previous.label,
          data: previous.data,
          color: previous.color,
          valueFormatter: money,
        },
        {
          id: 'current',
          label: current.label,
          data: current.data,
          color: current.color,
          valueFormatter: money,
        },
      ]}
      onAxisClick={(_, data) => {
        if (data && typeof data.dataIndex === 'number') onWeekClick(data.dataIndex);
      }}
      grid={{ horizontal: true }}
      margin={{ top: 8, bottom: 4, left: 4, right: 4 }}
      sx={{
        '& .MuiLineElement-series-previous': { strokeDasharray: '6 4' },
        cursor: 'pointer',
      }}
    />
  );
}
