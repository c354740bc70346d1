import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat, numberFormat } from '@/lib/intl';
import type { StatusTone } from '@/machines/lifecycle';
import type { Week } from './dashboardWeeks';

/**
 * What the dashboard's charts need from the language and the theme: numbers, money and dates
 * through Intl in the current language (weeks are UTC days, as the lists' date filters read them),
 * the direction, and colours as the theme's CSS variables, so the drawings follow light and dark.
 */
export function useChartFormat() {
  const { i18n } = useTranslation();
  const theme = useTheme();
  const language = i18n.language;
  const palette = (theme.vars ?? theme).palette;
  return useMemo(() => {
    const number = numberFormat(language);
    const money = numberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const moneyShort = numberFormat(language, {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    const day = dateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    const toneColor = (tone: StatusTone) =>
      tone === 'default' ? palette.text.secondary : palette[tone].main;
    return {
      rtl: theme.direction === 'rtl',
      number: (value: number) => number.format(value),
      money: (value: number) => money.format(value),
      moneyShort: (value: number) => moneyShort.format(value),
      /** A week by its first day: "Jun 9". */
      week: (week: Week) => day.format(Date.parse(week.from)),
      toneColor,
      primary: palette.primary.main,
      secondary: palette.secondary.main,
      muted: palette.text.secondary,
    };
  }, [language, palette, theme.direction]);
}

export type ChartFormat = ReturnType<typeof useChartFormat>;
