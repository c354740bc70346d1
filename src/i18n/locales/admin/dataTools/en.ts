import type { Widen } from '../../../types';

/** English texts of admin.dataTools.*: the reference for the other languages. */
const en = {
  title: 'Data tools',
  description:
    'Take the back office’s data out of this browser, bring it back, or start again from the sample data.',
  export: {
    button: 'Export data',
    hint: 'Downloads all the data (users, companies, jobs, payments, roles, notifications, activity) as one JSON file.',
    done: 'Data exported',
    doneDescription: 'Saved as {{file}}.',
  },
  import: {
    button: 'Import data',
    hint: 'Loads a file made by Export data and replaces all the data with it. A wrong file changes nothing.',
    done: 'Data imported',
    doneDescription: 'All the data now comes from {{file}}.',
    refused: 'Nothing was imported',
    reasons: {
      unreadable: '{{file}} could not be read.',
      notJson: '{{file}} is not a JSON file, or it is damaged.',
      foreign: '{{file}} was not made by Export data of this back office.',
      shape: '{{file}} holds no data sections.',
      unknownSection: '{{file}} has a section this back office does not have: {{section}}.',
      missingSection: 'The {{section}} section is missing from {{file}}.',
      version: 'The {{section}} section of {{file}} was saved by a newer version of the back office.',
      invalid: 'The {{section}} section of {{file}} is not valid data.',
    },
  },
  storage: {
    checking: 'Checking how much this browser holds for the back office…',
    usage: 'This browser holds {{usage}} for the back office, of the {{quota}} it allows.',
    usageUnknown: 'This browser does not say how much it holds for the back office.',
    kept: 'The browser keeps this data: it will not clear it to free space.',
    mayClear: 'The browser may clear this data when space runs low.',
    keep: 'Ask the browser to keep the data',
    agreed: 'The browser agreed to keep the data.',
    declined: 'The browser did not agree: it may still clear the data when space runs low.',
  },
  reset: {
    button: 'Reset sample data',
    hint: 'Replaces all the data, and every change made to it, with the sample data.',
    confirmTitle: 'Reset sample data?',
    confirmMessage:
      'Every change made here to users, companies, jobs, payments, roles and notifications is lost, and the activity log is emptied. Export data first to keep a copy.',
    cancel: 'Cancel',
    confirm: 'Reset',
    done: 'Sample data restored',
    doneDescription: 'All the data is back to the sample data.',
  },
};

export type DataToolsTexts = Widen<typeof en>;
export default en satisfies DataToolsTexts;
