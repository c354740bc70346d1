/** A day as a date field gives it and the app saves it: YYYY-MM-DD. */
export const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD: 2026-02-30 and 2026-13-01 are none. */
export function isCalendarDay(text: string): boolean {
  if (!DAY_TEXT.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
}
