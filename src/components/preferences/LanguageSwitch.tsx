import TranslateIcon from '@mui/icons-material/Translate';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useMachine } from '@xstate/react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES } from '@/i18n/languages';
import { languageSwitchMachine } from '@/machines/languageSwitch.machine';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { languageApplied, selectLanguage } from '@/store/preferencesSlice';

/**
 * Header menu choosing the interface language. The language-switch flow owns the 300 ms loading
 * state; this component shows it and dispatches the outcome.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectLanguage);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const machine = useMemo(
    () =>
      languageSwitchMachine.provide({
        actions: { applyLanguage: (_, { language }) => dispatch(languageApplied(language)) },
      }),
    [dispatch],
  );
  const [snapshot, send] = useMachine(machine);
  const switching = snapshot.matches('switching');
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
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          {switching ? <CircularProgress size={20} color="inherit" /> : <TranslateIcon />}
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            lang={language}
            selected={language === current}
            onClick={() => {
              setAnchor(null);
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
