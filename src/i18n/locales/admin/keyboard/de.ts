import type { KeyboardTexts } from './en';

const de: KeyboardTexts = {
  title: 'Tastenkürzel',
  columns: {
    keys: 'Tasten',
    action: 'Aktion',
  },
  then: 'dann',
  goTo: 'Zu {{page}} wechseln',
  showShortcuts: 'Tastenkürzel anzeigen',
  openPalette: 'Befehlspalette öffnen',
  toggleSidebar: 'Seitenleiste ein- oder ausblenden',
  closeOverlay: 'Dialog oder Menü schließen',
  notInFields: 'Tastenkürzel wirken nicht, während Sie in ein Feld tippen.',
  close: 'Schließen',
  keys: {
    ctrl: 'Strg',
    cmd: 'Cmd',
    esc: 'Esc',
  },
  palette: {
    title: 'Befehlspalette',
    label: 'Bildschirme, Benutzer, Unternehmen und Aufträge suchen',
    results: 'Ergebnisse',
    noResults: 'Nichts passt zu „{{query}}“.',
    hint: 'Pfeiltasten nach oben und unten wählen, Eingabe öffnet, Esc schließt.',
    kinds: {
      screens: 'Bildschirme',
      users: 'Benutzer',
      companies: 'Unternehmen',
      jobs: 'Aufträge',
    },
  },
};

export default de;
