/** The dashboard's drawings: MUI X Charts, in a chunk of their own (`charts`), loaded with the dashboard only. */
export { DashboardSparkline } from './DashboardSparkline';
export { RevenueLineChart } from './RevenueLineChart';
export { StatusBarChart } from './StatusBarChart';
