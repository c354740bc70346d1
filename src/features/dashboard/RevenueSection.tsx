import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SectionCard } from '@/components/SectionCard';
import { ChartFrame } from './ChartFrame';
import { ChartTable, FigureLink, Swatch } from './ChartTable';
import type { DashboardWeekly } from './dashboardCharts';
import type { Week } from './dashboardWeeks';
import { RevenueLineChart } from './lazyCharts';
import type { ChartFormat } from './useChartFormat';

/** The completed payments of a week, relative to the area (the payment list's status and date filters). */
export const paymentsOfWeek = (week: Week) => `payments?status=completed&from=${week.from}&to=${week.to}`;

const HEIGHT = 260;

/**
 * Revenue: completed payments per week, the last 12 weeks against the 12 before. Clicking a week
 * opens its payments; "Show as table" gives the same figures as a table whose amounts are links
 * to those payments.
 */
export function RevenueSection({ weekly, chart }: { weekly: DashboardWeekly; chart: ChartFormat }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  const current = t('admin.dashboard.charts.revenue.current');
  const previous = t('admin.dashboard.charts.revenue.previous');
  const link = (week: Week) => t('admin.dashboard.charts.revenue.link', { date: chart.week(week) });
  return (
    <SectionCard
      title={t('admin.dashboard.charts.revenue.title')}
      description={t('admin.dashboard.charts.revenue.description')}
    >
      <ChartFrame height={HEIGHT}>
        <RevenueLineChart
          height={HEIGHT}
          labels={weekly.weeks.map(chart.week)}
          current={{ label: current, data: weekly.revenue, color: chart.primary }}
          previous={{ label: previous, data: weekly.previousRevenue, color: chart.muted }}
          format={chart.money}
          formatShort={chart.moneyShort}
          rtl={chart.rtl}
          onWeekClick={(index) => void navigate(paymentsOfWeek(weekly.weeks[index]!))}
        />
      </ChartFrame>
      <Button
        size="small"
        aria-expanded={tableShown}
        aria-controls={tableId}
        onClick={() => setTableShown((shown) => !shown)}
        sx={{ mt: 1.5 }}
      >
        {t(tableShown ? 'admin.dashboard.charts.hideTable' : 'admin.dashboard.charts.showTable')}
      </Button>
      <Collapse in={tableShown} id={tableId}>
        <ChartTable caption={t('admin.dashboard.charts.revenue.table')}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t('admin.dashboard.charts.revenue.week')}</TableCell>
              <TableCell scope="col" align="right">
                <Swatch color={chart.primary} />
                {current}
              </TableCell>
              <TableCell scope="col" align="right">
                <Swatch color={chart.muted} dashed />
                {previous}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {weekly.weeks.map((week, i) => {
              const before = weekly.previousWeeks[i]!;
              return (
                <TableRow key={week.from}>
                  <TableCell component="th" scope="row">
                    {t('admin.dashboard.charts.weekOf', { date: chart.week(week) })}
                  </TableCell>
                  <TableCell align="right">
                    <FigureLink to={paymentsOfWeek(week)} context={link(week)}>
                      {chart.money(weekly.revenue[i]!)}
                    </FigureLink>
                  </TableCell>
                  <TableCell align="right">
                    <FigureLink to={paymentsOfWeek(before)} context={link(before)}>
                      {chart.money(weekly.previousRevenue[i]!)}
                    </FigureLink>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </ChartTable>
      </Collapse>
    </SectionCard>
  );
}
