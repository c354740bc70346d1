import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@/lib/bytes';
import {
  askToKeepStorage,
  estimateStorage,
  storagePersistence,
  type Persistence,
  type StorageEstimate,
} from '@/lib/browserStorage';
import { ToolRow } from './ToolRow';

/** What the browser said when asked to keep the data, this visit. */
type Answer = 'agreed' | 'declined' | null;

/**
 * How much the browser holds for the back office, of what it allows (`navigator.storage.estimate()`,
 * in the language's own units), whether it keeps the data or may clear it when space runs low, and,
 * while it may, a button that asks it to keep it (`navigator.storage.persist()`); its answer is said.
 */
export function BrowserStorageRow() {
  const { t, i18n } = useTranslation();
  const text = (key: string, options?: Record<string, string>) =>
    t(`admin.dataTools.storage.${key}`, options ?? {});
  const [estimate, setEstimate] = useState<StorageEstimate | null | undefined>(undefined);
  const [persistence, setPersistence] = useState<Persistence>('unknown');
  const [answer, setAnswer] = useState<Answer>(null);
  const [asking, setAsking] = useState(false);
  const hintId = useId();

  useEffect(() => {
    let live = true;
    void Promise.all([estimateStorage(), storagePersistence()]).then(([usage, kept]) => {
      if (!live) return;
      setEstimate(usage);
      setPersistence(kept);
    });
    return () => {
      live = false;
    };
  }, []);

  const onAsk = async () => {
    setAsking(true);
    const kept = await askToKeepStorage();
    setAsking(false);
    setPersistence(kept);
    setAnswer(kept === 'kept' ? 'agreed' : 'declined');
  };

  const locale = i18n.language;
  const usage =
    estimate === undefined
      ? text('checking')
      : estimate === null
        ? text('usageUnknown')
        : text('usage', {
            usage: formatBytes(estimate.usage, locale),
            quota: formatBytes(estimate.quota, locale),
          });
  const kept = persistence === 'kept' ? text('kept') : persistence === 'mayClear' ? text('mayClear') : '';

  return (
    <ToolRow
      hintId={hintId}
      hint={
        <>
          <Box component="span" sx={{ display: 'block' }}>
            {usage}
          </Box>
          {kept && (
            <Box component="span" sx={{ display: 'block' }}>
              {kept}
            </Box>
          )}
          <Box component="span" role="status" sx={{ display: 'block', fontWeight: 500 }}>
            {answer && text(answer)}
          </Box>
        </>
      }
    >
      {persistence === 'mayClear' && (
        <Button variant="outlined" onClick={() => void onAsk()} disabled={asking} aria-describedby={hintId}>
          {text('keep')}
        </Button>
      )}
    </ToolRow>
  );
}
