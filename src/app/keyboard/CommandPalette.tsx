import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Suspense, useCallback, useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageLoading } from '@/components/PageLoading';
import { useAppSelector } from '@/store/hooks';
import { PALETTE_DOMAINS } from '../pageDomains';
import type { AreaRole } from '../paths';
import { useDomains } from '../useDomains';
import { paletteTarget, searchPalette, selectPaletteRecords, type PaletteEntry } from './paletteSearch';

interface CommandPaletteProps {
  open: boolean;
  onClose: () => void;
  role: AreaRole;
}

/** Ctrl/Cmd+K: a search over screens, users, companies and jobs; Enter opens the chosen one. */
export function CommandPalette({ open, onClose, role }: CommandPaletteProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      sx={{
        '& .MuiDialog-container': { alignItems: 'flex-start' },
        '& .MuiDialog-paper': { mt: { xs: 2, sm: 8 } },
      }}
    >
      <DialogTitle id={titleId}>{t('admin.keyboard.palette.title')}</DialogTitle>
      {/* Opened before the users, companies or jobs have joined the store: a loading view until they have. */}
      <Suspense
        fallback={
          <DialogContent>
            <PageLoading />
          </DialogContent>
        }
      >
        <PaletteSearch role={role} onClose={onClose} />
      </Suspense>
      <DialogActions sx={{ px: 3, pb: 2, justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="caption" color="text.secondary">
          {t('admin.keyboard.palette.hint')}
        </Typography>
        <Button onClick={onClose}>{t('admin.keyboard.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The field and its results: mounted while the palette is open, so each opening starts afresh. */
function PaletteSearch({ role, onClose }: { role: AreaRole; onClose: () => void }) {
  useDomains(PALETTE_DOMAINS);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listboxId = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const records = useAppSelector(selectPaletteRecords);
  const groups = useMemo(() => searchPalette(records, query, (key) => t(key)), [records, query, t]);
  const entries = groups.flatMap((group) => group.entries);
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const current = Math.min(active, Math.max(entries.length - 1, 0));
  const focusField = useCallback((field: HTMLInputElement | null) => field?.focus(), []);

  useEffect(() => {
    document.getElementById(`${listboxId}-option-${current}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [listboxId, current]);

  const openEntry = (entry: PaletteEntry) => {
    void navigate(paletteTarget(role, entry));
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (entries.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + entries.length) % entries.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const entry = entries[current];
      if (entry) openEntry(entry);
    }
  };

  const expanded = entries.length > 0;
  return (
    <DialogContent sx={{ px: { xs: 2, sm: 3 }, pt: 1 }}>
      <TextField
        label={t('admin.keyboard.palette.label')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        fullWidth
        size="small"
        inputRef={focusField}
        sx={{ mt: 1 }}
        slotProps={{
          htmlInput: {
            role: 'combobox',
            'aria-expanded': expanded,
            'aria-controls': expanded ? listboxId : undefined,
            'aria-activedescendant': expanded ? optionId(current) : undefined,
            'aria-autocomplete': 'list',
            autoComplete: 'off',
            spellCheck: false,
          },
        }}
      />
      {expanded ? (
        <Box
          id={listboxId}
          role="listbox"
          aria-label={t('admin.keyboard.palette.results')}
          sx={{ mt: 2, display: 'grid', gap: 1.5 }}
        >
          {groups.map((group) => (
            <Box key={group.kind} role="group" aria-label={t(`admin.keyboard.palette.kinds.${group.kind}`)}>
              <Typography
                aria-hidden="true"
                variant="overline"
                color="text.secondary"
                sx={{ display: 'block', px: 1, lineHeight: 2 }}
              >
                {t(`admin.keyboard.palette.kinds.${group.kind}`)}
              </Typography>
              {group.entries.map((entry) => {
                const position = entries.indexOf(entry);
                const selected = position === current;
                return (
                  <Box
                    key={`${entry.kind}:${entry.id}`}
                    id={optionId(position)}
                    role="option"
                    aria-selected={selected}
                    onClick={() => openEntry(entry)}
                    onMouseMove={() => setActive(position)}
                    sx={{
                      display: 'flex',
                      alignItems: 'baseline',
                      gap: 1,
                      px: 1,
                      py: 0.75,
                      borderRadius: 1,
                      cursor: 'pointer',
                      borderInlineStart: '3px solid',
                      borderInlineStartColor: (theme) =>
                        selected ? theme.palette.primary.main : 'transparent',
                      bgcolor: selected ? 'action.selected' : undefined,
                    }}
                  >
                    <Box component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                      <bdi>{entry.label}</bdi>
                    </Box>
                    {entry.kind === 'screens' ? null : (
                      <Typography component="bdi" variant="caption" color="text.secondary">
                        {entry.id}
                      </Typography>
                    )}
                  </Box>
                );
              })}
            </Box>
          ))}
        </Box>
      ) : (
        <Typography role="status" sx={{ mt: 2, px: 1 }} color="text.secondary">
          {t('admin.keyboard.palette.noResults', { query: query.trim() })}
        </Typography>
      )}
    </DialogContent>
  );
}
