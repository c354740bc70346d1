import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { StatCardGrid } from '@/components/list/StatCardGrid';
import { StatCard } from '@/components/list/StatCard';
import { PageHeader } from '@/components/PageHeader';
import { usePageTime } from '@/components/usePageTime';
import { numberFormat } from '@/lib/intl';
import { useAppSelector } from '@/store/hooks';
import {
  selectDashboardSummary,
  selectDashboardTrends,
  type DashboardSummary,
  type DashboardTrends,
} from './dashboardSelectors';
import { toStatTrend } from './dashboardTrend';
import { CardSparkline } from './CardSparkline';
import { selectDashboardWeekly } from './dashboardCharts';
import { JobsByStatusSection } from './JobsByStatusSection';
import { RecentJobPostings } from './RecentJobPostings';
import { RevenueSection } from './RevenueSection';
import { SystemHealth } from './SystemHealth';
import { useChartFormat } from './useChartFormat';
import { VerificationBacklogSection } from './VerificationBacklogSection';

/** The four cards: which figure, which trend, and whether more of it is good news. */
const CARDS = [
  { figure: 'totalUsers', trend: 'users', moreIsGood: true },
  { figure: 'activeJobs', trend: 'jobs', moreIsGood: true },
  { figure: 'totalRevenue', trend: 'revenue', moreIsGood: true },
  { figure: 'openDisputes', trend: 'disputes', moreIsGood: false },
] as const satisfies readonly {
  figure: keyof DashboardSummary;
  trend: keyof DashboardTrends;
  moreIsGood: boolean;
}[];

/**
 * Spec 2.4, Dashboard: four stat cards with a trend over the last 30 days (dashboardSelectors) and
 * its last 12 weeks drawn; the Revenue, Jobs by Status and Verification Backlog charts
 * (dashboardCharts, MUI X Charts in a chunk of their own); Recent Job Postings and System Health.
 */
export default function DashboardPage() {
  const { t, i18n } = useTranslation();
  const now = usePageTime();
  const summary = useAppSelector(selectDashboardSummary);
  const trends = useAppSelector((state) => selectDashboardTrends(state, now.getTime()));
  const number = numberFormat(i18n.language);
  const money = numberFormat(i18n.language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const weekly = useAppSelector((state) => selectDashboardWeekly(state, now.getTime()));
  const chart = useChartFormat();

  return (
    <>
      <PageHeader title={t('pages.dashboard')} description={t('admin.dashboard.description')} />
      <StatCardGrid phone="stack" mb={0}>
        {CARDS.map(({ figure, trend, moreIsGood }) => {
          const value = summary[figure];
          const trendText = (values: { change: string; count: string }) =>
            trends[trend].change === null
              ? t(`admin.dashboard.cards.${figure}.trendNew`, values)
              : t(`admin.dashboard.cards.${figure}.trend`, values);
          return (
            <StatCard
              key={figure}
              title={t(`admin.dashboard.cards.${figure}.title`)}
              value={figure === 'totalRevenue' ? money.format(value) : number.format(value)}
              description={t(`admin.dashboard.cards.${figure}.description`)}
              trend={toStatTrend(trends[trend], moreIsGood, i18n.language, trendText)}
              chart={
                <CardSparkline
                  label={t(`admin.dashboard.charts.weekly.${figure}`)}
                  weeks={weekly.weeks}
                  values={weekly[trend]}
                  color={chart.primary}
                  format={figure === 'totalRevenue' ? chart.money : chart.number}
                  chart={chart}
                />
              }
            />
          );
        })}
      </StatCardGrid>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mt: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          '& > :first-of-type': { gridColumn: '1 / -1' },
        }}
      >
        <RevenueSection weekly={weekly} chart={chart} />
        <JobsByStatusSection chart={chart} />
        <VerificationBacklogSection chart={chart} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mt: 2,
          gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' },
          alignItems: 'start',
        }}
      >
        <RecentJobPostings now={now} />
        <SystemHealth />
      </Box>
    </>
  );
}
