import LinearProgress from '@mui/material/LinearProgress';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useToast } from '@/components/toast';
import { useFlowMachine } from '@/components/useFlowMachine';
import { LANGUAGE_NAMES, LANGUAGES, loadLanguage, type Language } from '@/i18n';
import { languageSwitchMachine } from '@/machines/languageSwitch.machine';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  languageApplied,
  selectLanguage,
  selectThemePreference,
  themeChosen,
  THEME_PREFERENCES,
} from '@/store/preferencesSlice';
import { THEME_ICONS } from './themeIcons';

/**
 * The header's preference menus, loaded the first time a preference button is pointed at, focused
 * or pressed (ThemeSwitch, LanguageSwitch): the menus, their popover and the language-switch flow
 * are not needed to show a page, so the first load of every page goes without them.
 */

interface MenuProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

export function ThemeMenu({ id, anchor, onClose }: MenuProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectThemePreference);
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {THEME_PREFERENCES.map((preference) => {
        const Icon = THEME_ICONS[preference];
        return (
          <MenuItem
            key={preference}
            selected={preference === current}
            onClick={() => {
              dispatch(themeChosen(preference));
              onClose();
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
  );
}

/**
 * The language menu and the language-switch flow it drives (the flow owns the loading state: 300 ms,
 * and until the language's texts are loaded). Once loaded it stays mounted, so a switch in progress
 * goes on when the menu closes; `onSwitching` tells the button to show that it is busy.
 */
export function LanguageMenu({
  id,
  anchor,
  onClose,
  onSwitching,
}: MenuProps & { onSwitching: (busy: boolean) => void }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const current = useAppSelector(selectLanguage);
  const machine = useMemo(
    () =>
      languageSwitchMachine.provide({
        actions: {
          applyLanguage: (_, { language }) => dispatch(languageApplied(language)),
          // In the language still shown: the chosen one could not be loaded.
          reportLoadFailure: () => toast({ title: i18n.t('language.loadFailed'), variant: 'destructive' }),
        },
        actors: { loadLanguage: fromPromise<void, Language>(({ input }) => loadLanguage(input)) },
      }),
    [dispatch, toast, i18n],
  );
  const [snapshot, send] = useFlowMachine('languageSwitch', machine);
  const switching = snapshot.matches('switching');
  useEffect(() => onSwitching(switching), [onSwitching, switching]);

  return (
    <>
      <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            lang={language}
            selected={language === current}
            onClick={() => {
              onClose();
              if (language !== current) send({ type: 'CHOOSE', language });
            }}
          >
            {LANGUAGE_NAMES[language]}
          </MenuItem>
        ))}
      </Menu>
      {switching ? (
        <LinearProgress
          aria-label={t('language.switching')}
          role="progressbar"
          data-testid="language-switching"
          sx={{ position: 'fixed', top: 0, insetInlineStart: 0, width: '100%', zIndex: 'tooltip' }}
        />
      ) : null}
    </>
  );
}
