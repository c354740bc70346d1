import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SectionCard } from '@/components/SectionCard';
import { jobMachine } from '@/machines/job.machine';
import { statusTone } from '@/machines/lifecycle';
import { useAppSelector } from '@/store/hooks';
import { ChartFrame } from './ChartFrame';
import { ChartTable, FigureLink, Swatch } from './ChartTable';
import { selectJobsByStatus } from './dashboardCharts';
import { StatusBarChart } from './lazyCharts';
import type { ChartFormat } from './useChartFormat';

/** The job list with its status filter, relative to the area (/admin/jobs?status=in_progress). */
export const jobsWithStatus = (status: string) => `jobs?status=${encodeURIComponent(status)}`;

/**
 * Jobs by status: a bar per status of the job machine, in its badge's colour; a bar, or the status
 * in the table under it, opens the job list filtered by that status.
 */
export function JobsByStatusSection({ chart }: { chart: ChartFormat }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rows = useAppSelector(selectJobsByStatus);
  const label = (status: string) => t(`status.${status}`, { defaultValue: status });
  const colors = rows.map((row) => chart.toneColor(statusTone(jobMachine, row.status)));
  return (
    <SectionCard
      title={t('admin.dashboard.charts.jobsByStatus.title')}
      description={t('admin.dashboard.charts.jobsByStatus.description')}
    >
      <ChartFrame height={220}>
        <StatusBarChart
          height={220}
          categories={rows.map((row) => label(row.status))}
          categoryColors={colors}
          series={[
            {
              id: 'jobs',
              label: t('admin.dashboard.charts.jobsByStatus.series'),
              data: rows.map((row) => row.count),
              color: chart.primary,
            },
          ]}
          format={chart.number}
          rtl={chart.rtl}
          onBarClick={(_, index) => void navigate(jobsWithStatus(rows[index]!.status))}
        />
      </ChartFrame>
      <ChartTable caption={t('admin.dashboard.charts.jobsByStatus.table')}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('admin.dashboard.charts.jobsByStatus.status')}</TableCell>
            <TableCell scope="col" align="right">
              {t('admin.dashboard.charts.jobsByStatus.count')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow key={row.status}>
              <TableCell component="th" scope="row">
                <Swatch color={colors[i]!} />
                <FigureLink to={jobsWithStatus(row.status)}>{label(row.status)}</FigureLink>
              </TableCell>
              <TableCell align="right">{chart.number(row.count)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ChartTable>
    </SectionCard>
  );
}
