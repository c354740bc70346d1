/** The dashboard's charts count by week: 12 weeks, each seven calendar days (UTC), the last ending today. */
export const CHART_WEEKS = 12;

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (date: string | number) =>
  Math.floor((typeof date === 'number' ? date : Date.parse(date.slice(0, 10))) / DAY_MS);
const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** A week of the charts: its first and last day, both included (YYYY-MM-DD, as the lists' date filters read them). */
export interface Week {
  from: string;
  to: string;
}

/**
 * The `count` weeks before `now`, oldest first; the last one ends today. `offset` weeks further
 * back when given (the comparison period of the revenue chart is the 12 weeks before the 12 shown).
 */
export function weeksBefore(now: number, count: number, offset = 0): Week[] {
  const today = dayNumber(now);
  return Array.from({ length: count }, (_, i) => {
    const back = count - 1 - i + offset;
    return { from: isoDay(today - back * 7 - 6), to: isoDay(today - back * 7) };
  });
}

/**
 * Sums `amountOf` (1 by default: a count) over the items by the week of their date (ISO timestamp
 * or YYYY-MM-DD, read as a UTC day), for the `count` weeks before `now`, oldest first. Items dated
 * after today or before the first week are left out.
 */
export function weeklySums<T>(
  items: readonly T[],
  dateOf: (item: T) => string,
  now: number,
  count: number,
  amountOf: (item: T) => number = () => 1,
): number[] {
  const today = dayNumber(now);
  const sums = new Array<number>(count).fill(0);
  for (const item of items) {
    const daysAgo = today - dayNumber(dateOf(item));
    if (daysAgo < 0) continue;
    const weeksAgo = Math.floor(daysAgo / 7);
    if (weeksAgo < count) sums[count - 1 - weeksAgo]! += amountOf(item);
  }
  return sums.map((sum) => Math.round(sum * 100) / 100);
}
