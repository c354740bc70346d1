import { lazy } from 'react';

/**
 * The charts' chunk (MUI X Charts and our three drawings), fetched when the dashboard renders and
 * never elsewhere. The sections around the drawings (titles, tables, links) are in the page's own
 * chunk, so their figures show before the drawings arrive.
 */
const loadCharts = () => import(/* webpackChunkName: "charts" */ './charts');

export const DashboardSparkline = lazy(() => loadCharts().then((m) => ({ default: m.DashboardSparkline })));
export const RevenueLineChart = lazy(() => loadCharts().then((m) => ({ default: m.RevenueLineChart })));
export const StatusBarChart = lazy(() => loadCharts().then((m) => ({ default: m.StatusBarChart })));
