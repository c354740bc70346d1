import { numberFormat } from '@/lib/intl';

const UNITS: Record<string, number> = { B: 1, KB: 1e3, MB: 1e6, GB: 1e9 };

/** Bytes from a stored size such as "1.8 MB" (null when it cannot be read). */
export function bytesOf(size: string): number | null {
  const match = /^\s*([\d.]+)\s*(B|KB|MB|GB)\s*$/i.exec(size);
  if (!match) return null;
  return Number(match[1]) * UNITS[match[2]!.toUpperCase()]!;
}

/**
 * A file size in readable units in the given language ("1.8 MB", "200 kB", "1,8 Mo"): kilobytes
 * under one megabyte, megabytes from there (decimal units, one decimal at most).
 */
export function formatFileSize(size: string, locale: string): string {
  const bytes = bytesOf(size);
  if (bytes === null) return size;
  const [unit, value] =
    bytes < UNITS.MB!
      ? (['kilobyte', bytes / UNITS.KB!] as const)
      : (['megabyte', bytes / UNITS.MB!] as const);
  return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(
    value,
  );
}
