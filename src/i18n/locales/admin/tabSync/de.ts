import type { TabSyncTexts } from './en';

const de: TabSyncTexts = {
  refusedTitle: 'In einem anderen Tab geändert',
  refusedDescription:
    'Ihre Änderung wurde nicht übernommen: Ein anderer Tab hat dasselbe Element zuerst geändert. Die Seite zeigt jetzt die aktuellen Daten.',
};

export default de;
