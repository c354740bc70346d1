import type { DataToolsTexts } from './en';

const de: DataToolsTexts = {
  title: 'Datenwerkzeuge',
  description:
    'Die Daten des Backoffice aus diesem Browser mitnehmen, wieder einspielen oder mit den Beispieldaten neu beginnen.',
  export: {
    button: 'Daten exportieren',
    hint: 'Lädt alle Daten (Benutzer, Unternehmen, Aufträge, Zahlungen, Rollen, Benachrichtigungen, Aktivität) als eine JSON-Datei herunter.',
    done: 'Daten exportiert',
    doneDescription: 'Gespeichert als {{file}}.',
  },
  import: {
    button: 'Daten importieren',
    hint: 'Lädt eine mit „Daten exportieren“ erstellte Datei und ersetzt alle Daten durch sie. Eine falsche Datei ändert nichts.',
    done: 'Daten importiert',
    doneDescription: 'Alle Daten stammen jetzt aus {{file}}.',
    refused: 'Nichts wurde importiert',
    reasons: {
      unreadable: '{{file}} konnte nicht gelesen werden.',
      notJson: '{{file}} ist keine JSON-Datei oder ist beschädigt.',
      foreign: '{{file}} wurde nicht mit „Daten exportieren“ dieses Backoffice erstellt.',
      shape: '{{file}} enthält keine Datenbereiche.',
      unknownSection: '{{file}} hat einen Bereich, den dieses Backoffice nicht kennt: {{section}}.',
      missingSection: 'Der Bereich {{section}} fehlt in {{file}}.',
      version:
        'Der Bereich {{section}} in {{file}} wurde von einer neueren Version des Backoffice gespeichert.',
      invalid: 'Der Bereich {{section}} in {{file}} enthält keine gültigen Daten.',
    },
  },
  storage: {
    checking: 'Es wird geprüft, wie viel dieser Browser für das Backoffice speichert …',
    usage: 'Dieser Browser speichert {{usage}} für das Backoffice, von {{quota}}, die er erlaubt.',
    usageUnknown: 'Dieser Browser gibt nicht an, wie viel er für das Backoffice speichert.',
    kept: 'Der Browser behält diese Daten: Er löscht sie nicht, um Platz zu schaffen.',
    mayClear: 'Der Browser kann diese Daten löschen, wenn der Speicherplatz knapp wird.',
    keep: 'Browser bitten, die Daten zu behalten',
    agreed: 'Der Browser hat zugestimmt, die Daten zu behalten.',
    declined:
      'Der Browser hat nicht zugestimmt: Er kann die Daten weiterhin löschen, wenn der Platz knapp wird.',
  },
  reset: {
    button: 'Beispieldaten zurücksetzen',
    hint: 'Ersetzt alle Daten und jede Änderung daran durch die Beispieldaten.',
    confirmTitle: 'Beispieldaten zurücksetzen?',
    confirmMessage:
      'Jede hier vorgenommene Änderung an Benutzern, Unternehmen, Aufträgen, Zahlungen, Rollen und Benachrichtigungen geht verloren, und das Aktivitätsprotokoll wird geleert. Exportieren Sie die Daten vorher, um eine Kopie zu behalten.',
    cancel: 'Abbrechen',
    confirm: 'Zurücksetzen',
    done: 'Beispieldaten wiederhergestellt',
    doneDescription: 'Alle Daten sind wieder die Beispieldaten.',
  },
};

export default de;
