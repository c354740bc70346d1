/**
 * Spec 5 (role create/edit): fee and sort order are parsed as whole numbers and anything
 * non-numeric becomes 0. Like `parseInt`, a leading number is kept ('12.9' and '12abc' give 12).
 * Negative values are clamped to 0 (a fee or a position cannot be negative), and values beyond the
 * safe-integer range are capped, so the result is always a finite whole number >= 0.
 */
export function parseWholeNumber(input: string | number): number {
  const parsed = typeof input === 'number' ? Math.trunc(input) : Number.parseInt(input.trim(), 10);
  if (!Number.isFinite(parsed) || parsed <= 0) return 0;
  return Math.min(parsed, Number.MAX_SAFE_INTEGER);
}
