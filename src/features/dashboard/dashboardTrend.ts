import type { StatTrend } from '@/components/list/StatCard';
import type { StatusTone } from '@/machines/lifecycle';
import { numberFormat } from '@/lib/intl';
import type { DashboardTrend } from './dashboardSelectors';

/**
 * A card's trend for StatCard: the direction of the change, its text ("+25%" in the current
 * language, or the count when the earlier window had nothing), and its tone: more disputes is bad
 * news, more of the rest good news (`moreIsGood`).
 */
export function toStatTrend(
  trend: DashboardTrend,
  moreIsGood: boolean,
  language: string,
  text: (values: { change: string; count: string }) => string,
): StatTrend {
  const difference = trend.current - trend.previous;
  const direction = difference > 0 ? 'up' : difference < 0 ? 'down' : 'flat';
  const good: StatusTone = moreIsGood ? 'success' : 'error';
  const bad: StatusTone = moreIsGood ? 'error' : 'success';
  const tone = direction === 'flat' ? 'default' : direction === 'up' ? good : bad;
  const change =
    trend.change === null
      ? ''
      : numberFormat(language, {
          style: 'percent',
          maximumFractionDigits: 0,
          signDisplay: 'exceptZero',
        }).format(trend.change);
  return { direction, tone, text: text({ change, count: numberFormat(language).format(trend.current) }) };
}
