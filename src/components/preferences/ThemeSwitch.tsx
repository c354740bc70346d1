import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/store/hooks';
import { selectThemePreference } from '@/store/preferencesSlice';
import { useOnDemand } from '../onDemand';
import { preferenceMenus } from './preferenceMenus';
import { THEME_ICONS } from './themeIcons';

/**
 * Header menu choosing light, dark or system theme (spec 2.3, 4). The menu itself loads when the
 * button is first pointed at, focused or pressed (menus.tsx), and opens as soon as it is there.
 */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const current = useAppSelector(selectThemePreference);
  const [menus, loadMenus] = useOnDemand(preferenceMenus);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const CurrentIcon = THEME_ICONS[current];
  const label = `${t('theme.label')}: ${t(`theme.${current}`)}`;
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onPointerEnter={loadMenus}
          onFocus={loadMenus}
          onClick={(e) => {
            loadMenus();
            setAnchor(e.currentTarget);
          }}
        >
          <CurrentIcon />
        </IconButton>
      </Tooltip>
      {menus ? <menus.ThemeMenu id={menuId} anchor={anchor} onClose={() => setAnchor(null)} /> : null}
    </>
  );
}
