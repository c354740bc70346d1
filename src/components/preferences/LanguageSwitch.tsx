import TranslateIcon from '@mui/icons-material/Translate';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '@/i18n';
import { useAppSelector } from '@/store/hooks';
import { selectLanguage } from '@/store/preferencesSlice';
import { useOnDemand } from '../onDemand';
import { preferenceMenus } from './preferenceMenus';

/**
 * Header menu choosing the interface language. The menu and the language-switch flow load when
 * the button is first pointed at, focused or pressed (menus.tsx: LanguageMenu); the button shows
 * the flow's loading state.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const current = useAppSelector(selectLanguage);
  const [menus, loadMenus] = useOnDemand(preferenceMenus);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [switching, setSwitching] = useState(false);
  const menuId = useId();
  const label = `${t('language.label')}: ${LANGUAGE_NAMES[current]}`;

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          aria-busy={switching}
          onPointerEnter={loadMenus}
          onFocus={loadMenus}
          onClick={(e) => {
            loadMenus();
            setAnchor(e.currentTarget);
          }}
        >
          {switching ? <CircularProgress size={20} color="inherit" /> : <TranslateIcon />}
        </IconButton>
      </Tooltip>
      {menus ? (
        <menus.LanguageMenu
          id={menuId}
          anchor={anchor}
          onClose={() => setAnchor(null)}
          onSwitching={setSwitching}
        />
      ) : null}
    </>
  );
}
