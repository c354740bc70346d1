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
import { fromPromise } from 'xstate';
import { useToast } from '@/components/toast';
import { LANGUAGE_NAMES, LANGUAGES, loadLanguage, type Language } from '@/i18n';
import { languageSwitchMachine } from '@/machines/languageSwitch.machine';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { languageApplied, selectLanguage } from '@/store/preferencesSlice';

/**
 * Header menu choosing the interface language. The language-switch flow owns the loading state
 * (300 ms, and until the language's texts are loaded); this component shows it, gives the flow the
 * loader, and dispatches the outcome, or shows an error toast when the texts cannot be loaded.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const current = useAppSelector(selectLanguage);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
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
