import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  selectThemePreference,
  themeChosen,
  THEME_PREFERENCES,
  type ThemePreference,
} from '@/store/preferencesSlice';

const ICONS: Record<ThemePreference, typeof LightModeIcon> = {
  light: LightModeIcon,
  dark: DarkModeIcon,
  system: SettingsBrightnessIcon,
};

/** Header menu choosing light, dark or system theme (spec 2.3, 4). */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectThemePreference);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const CurrentIcon = ICONS[current];
  const label = `${t('theme.label')}: ${t(`theme.${current}`)}`;
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <CurrentIcon />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {THEME_PREFERENCES.map((preference) => {
          const Icon = ICONS[preference];
          return (
            <MenuItem
              key={preference}
              selected={preference === current}
              onClick={() => {
                dispatch(themeChosen(preference));
                setAnchor(null);
              }}
            >
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              {t(`theme.${preference}`)}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
