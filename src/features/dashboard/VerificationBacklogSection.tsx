import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SectionCard } from '@/components/SectionCard';
import { useAppSelector } from '@/store/hooks';
import { ChartFrame } from './ChartFrame';
import { ChartTable, FigureLink, Swatch } from './ChartTable';
import { selectVerificationBacklog } from './dashboardCharts';
import { StatusBarChart } from './lazyCharts';
import type { ChartFormat } from './useChartFormat';

const QUEUES = ['users', 'companies'] as const;
type Queue = (typeof QUEUES)[number];

/** A verification queue with its status filter, relative to the area (/admin/users/verification?status=pending). */
export const queueWithStatus = (queue: Queue, status: string) =>
  `${queue}/verification?status=${encodeURIComponent(status)}`;

/**
 * The verification backlog: users and companies in each waiting status (the queue machine's
 * `awaitsDecision` tag), a bar per queue and status; a bar, or its figure in the table, opens that
 * queue filtered by that status.
 */
export function VerificationBacklogSection({ chart }: { chart: ChartFormat }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const backlog = useAppSelector(selectVerificationBacklog);
  const label = (status: string) => t(`status.${status}`, { defaultValue: status });
  const queueName = (queue: Queue) => t(`admin.dashboard.charts.backlog.${queue}`);
  const colors: Record<Queue, string> = { users: chart.primary, companies: chart.secondary };
  return (
    <SectionCard
      title={t('admin.dashboard.charts.backlog.title')}
      description={t('admin.dashboard.charts.backlog.description')}
    >
      <ChartFrame height={220}>
        <StatusBarChart
          height={220}
          categories={backlog.statuses.map(label)}
          series={QUEUES.map((queue) => ({
            id: queue,
            label: queueName(queue),
            data: backlog.statuses.map((status) => backlog[queue][status]),
            color: colors[queue],
          }))}
          format={chart.number}
          rtl={chart.rtl}
          onBarClick={(seriesId, index) =>
            void navigate(queueWithStatus(seriesId as Queue, backlog.statuses[index]!))
          }
        />
      </ChartFrame>
      <ChartTable caption={t('admin.dashboard.charts.backlog.table')}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('admin.dashboard.charts.backlog.status')}</TableCell>
            {QUEUES.map((queue) => (
              <TableCell key={queue} scope="col" align="right">
                <Swatch color={colors[queue]} />
                {queueName(queue)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {backlog.statuses.map((status) => (
            <TableRow key={status}>
              <TableCell component="th" scope="row">
                {label(status)}
              </TableCell>
              {QUEUES.map((queue) => (
                <TableCell key={queue} align="right">
                  <FigureLink
                    to={queueWithStatus(queue, status)}
                    context={t('admin.dashboard.charts.backlog.link', {
                      queue: queueName(queue),
                      status: label(status),
                    })}
                  >
                    {chart.number(backlog[queue][status])}
                  </FigureLink>
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </ChartTable>
    </SectionCard>
  );
}
