import type { GridLocaleText } from '@mui/x-data-grid';
import { arSD, deDE, enUS, esES, frFR } from '@mui/x-data-grid/locales';
import type { TFunction } from 'i18next';

type Pack = { components: { MuiDataGrid: { defaultProps: { localeText: Partial<GridLocaleText> } } } };

const ENGLISH = enUS.components.MuiDataGrid.defaultProps.localeText as GridLocaleText;

const PACKS: Record<string, Pack> = {
  es: esES,
  fr: frFR,
  de: deDE,
  ar: arSD,
};

/**
 * The grid's texts in the reader's language: MUI X's own pack (English is the grid's default), with
 * the texts our lists can show that a pack leaves in English (Arabic's column menu and no-columns
 * overlay) taken from our catalogue in every language, so no language shows English there.
 */
export function gridLocaleText(language: string, t: TFunction): GridLocaleText {
  const pack = PACKS[language]?.components.MuiDataGrid.defaultProps.localeText ?? {};
  return {
    ...ENGLISH,
    ...pack,
    noColumnsOverlayLabel: t('admin.tools.grid.noColumns'),
    noColumnsOverlayManageColumns: t('admin.tools.grid.manageColumns'),
    columnMenuAriaLabel: (columnName: string) => t('admin.tools.grid.columnMenu', { name: columnName }),
  };
}
