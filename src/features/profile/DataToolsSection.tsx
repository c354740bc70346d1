import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { TFunction } from 'i18next';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/SectionCard';
import { showToast } from '@/components/toast';
import { downloadText, fileDate } from '@/lib/download';
import {
  dataImported,
  exportData,
  parseImport,
  registeredDomains,
  type ImportRefusal,
} from '@/store/dataTransfer';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import { saveNow } from '@/store/idb/tabSync';
import { sampleDataReset } from '@/store/sharedActions';
import { BrowserStorageRow } from './BrowserStorageRow';
import { ResetDataDialog } from './ResetDataDialog';
import { ToolRow } from './ToolRow';

/** A file name inside a sentence, isolated (as <bdi> would) so it reads right in Arabic too. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** Why a file was refused, in words: which file, and which of its sections. */
export function importRefusalText(
  t: TFunction,
  file: string,
  refusal: ImportRefusal | { reason: 'unreadable' },
) {
  const section =
    'domain' in refusal
      ? t(`storage.sections.${refusal.domain}`, { defaultValue: isolate(refusal.domain) })
      : '';
  return t(`admin.dataTools.import.reasons.${refusal.reason}`, { file: isolate(file), section });
}

const readText = (file: File): Promise<string> =>
  typeof file.text === 'function'
    ? file.text()
    : new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
        reader.readAsText(file);
      });

/**
 * Data tools (issue 12), in Account Settings: Export data downloads the whole persisted back office
 * as one JSON file; Import data loads such a file back after the checks storage makes, all or
 * nothing (a wrong file changes nothing and the message says why); Reset sample data asks first,
 * then restores every domain's sample data. An import and a reset are written to the browser's
 * database (whole, in one transaction, by the tab sync) before they are told; an export writes what
 * is waiting first. Last, how much the browser holds for the app, and a way to ask it to keep it.
 */
export function DataToolsSection() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const fileInput = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const exportHint = useId();
  const importHint = useId();
  const resetHint = useId();

  const onExport = async () => {
    // What is waiting is written first, so the file and the browser's database agree.
    await saveNow(store);
    const domains = Object.keys(registeredDomains(store));
    const file = `freight-backoffice-${fileDate()}.json`;
    downloadText(file, exportData(store.getState() as never, domains), 'application/json');
    showToast({
      title: t('admin.dataTools.export.done'),
      description: t('admin.dataTools.export.doneDescription', { file: isolate(file) }),
      variant: 'success',
    });
  };

  const onFileChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = ''; // choosing the same file again is a new choice
    if (!file) return;
    let text: string;
    try {
      text = await readText(file);
    } catch {
      setRefusal(importRefusalText(t, file.name, { reason: 'unreadable' }));
      return;
    }
    const parsed = parseImport(text, registeredDomains(store));
    if (!parsed.ok) {
      setRefusal(importRefusalText(t, file.name, parsed.refusal));
      return;
    }
    setRefusal(null);
    dispatch(dataImported({ states: parsed.states }));
    // Written whole, in one transaction, before it is told.
    await saveNow(store);
    showToast({
      title: t('admin.dataTools.import.done'),
      description: t('admin.dataTools.import.doneDescription', { file: isolate(file.name) }),
      variant: 'success',
    });
  };

  const onReset = async () => {
    setConfirming(false);
    setRefusal(null);
    dispatch(sampleDataReset({ referenceDate: new Date().toISOString() }));
    await saveNow(store);
    showToast({
      title: t('admin.dataTools.reset.done'),
      description: t('admin.dataTools.reset.doneDescription'),
      variant: 'success',
    });
  };

  return (
    <SectionCard title={t('admin.dataTools.title')} description={t('admin.dataTools.description')}>
      <ToolRow hint={t('admin.dataTools.export.hint')} hintId={exportHint}>
        <Button variant="outlined" onClick={() => void onExport()} aria-describedby={exportHint}>
          {t('admin.dataTools.export.button')}
        </Button>
      </ToolRow>
      <ToolRow hint={t('admin.dataTools.import.hint')} hintId={importHint}>
        <Button variant="outlined" onClick={() => fileInput.current?.click()} aria-describedby={importHint}>
          {t('admin.dataTools.import.button')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          hidden
          onChange={(event) => void onFileChosen(event)}
          data-testid="import-data-file"
        />
      </ToolRow>
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }} onClose={() => setRefusal(null)}>
          <AlertTitle>{t('admin.dataTools.import.refused')}</AlertTitle>
          {refusal}
        </Alert>
      )}
      <ToolRow hint={t('admin.dataTools.reset.hint')} hintId={resetHint}>
        <Button
          variant="outlined"
          color="error"
          onClick={() => setConfirming(true)}
          aria-describedby={resetHint}
        >
          {t('admin.dataTools.reset.button')}
        </Button>
      </ToolRow>
      <BrowserStorageRow />
      <ResetDataDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void onReset()}
      />
    </SectionCard>
  );
}
