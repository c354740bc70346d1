import DensityMediumIcon from '@mui/icons-material/DensityMedium';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import {
  ColumnsPanelTrigger,
  gridDensitySelector,
  Toolbar,
  useGridApiContext,
  useGridSelector,
  type GridDensity,
  type GridLocaleText,
} from '@mui/x-data-grid';
import { useId, useState } from 'react';
import { useLocale } from '@/i18n/locale';
import { useGridList } from './gridListContext';

const DENSITIES = [
  ['compact', 'toolbarDensityCompact'],
  ['standard', 'toolbarDensityStandard'],
  ['comfortable', 'toolbarDensityComfortable'],
] as const satisfies readonly (readonly [GridDensity, string])[];

/**
 * The grid's toolbar (its `toolbar` slot): Columns (the grid's columns panel), Density (the grid's
 * three densities) and Export (the CSV file of the whole search, written by the grid's own
 * `getDataAsCsv` a batch of rows at a time: CsvWriterGrid).
 */
export function GridListToolbar() {
  const { t } = useLocale();
  const { onExport, localeText } = useGridList();
  return (
    <Toolbar style={{ justifyContent: 'flex-end', gap: 8, minHeight: 48 }}>
      <ColumnsPanelTrigger render={<Button variant="outlined" size="small" startIcon={<ViewColumnIcon />} />}>
        {t('admin.tools.columns.button')}
      </ColumnsPanelTrigger>
      {localeText && <DensityMenu localeText={localeText} />}
      {onExport && (
        <Button variant="outlined" size="small" startIcon={<FileDownloadIcon />} onClick={onExport}>
          {t('admin.tools.export.button')}
        </Button>
      )}
    </Toolbar>
  );
}

function DensityMenu({ localeText }: { localeText: GridLocaleText }) {
  const apiRef = useGridApiContext();
  const density = useGridSelector(apiRef, gridDensitySelector);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<DensityMediumIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {localeText.toolbarDensity}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {DENSITIES.map(([value, key]) => (
          <MenuItem
            key={value}
            role="menuitemradio"
            aria-checked={density === value}
            selected={density === value}
            onClick={() => {
              apiRef.current.setDensity(value);
              setAnchor(null);
            }}
          >
            {localeText[key]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
