// Every machine in src/machines, with what its page says about it (scripts/machineDocs.ts renders
// the pages). Machines are imported by relative paths so that ts-node, which does not read
// tsconfig "paths", can run the generator.
import type { AnyStateMachine } from 'xstate';
import { addUserMachine } from '../src/machines/addUser.machine';
import { applicantMachine } from '../src/machines/applicant.machine';
import { assignmentMachine } from '../src/machines/assignment.machine';
import { codeEntryMachine } from '../src/machines/codeEntry.machine';
import { driverDocumentMachine } from '../src/machines/driverDocument.machine';
import { jobMachine } from '../src/machines/job.machine';
import { languageSwitchMachine } from '../src/machines/languageSwitch.machine';
import { loginMachine } from '../src/machines/login.machine';
import { signupMachine } from '../src/machines/signup.machine';
import {
  companyStatusMachine,
  disputeStatusMachine,
  paymentStatusMachine,
  serviceStatusMachine,
} from '../src/machines/statusSets.machine';
import { userStatusMachine } from '../src/machines/userStatus.machine';
import { verificationQueueMachine } from '../src/machines/verificationQueue.machine';

export const DOCS_DIR = 'docs/state-machines';

export type Kind = 'lifecycle' | 'flow';

export type MachineEntry = {
  machine: AnyStateMachine;
  kind: Kind;
  /** Path of the defining file, relative to the repository root. */
  source: string;
  /** Used when the machine config has no `description` of its own. */
  description?: string;
};

/** Every machine in src/machines (the test checks that none is missing). */
export const MACHINES: readonly MachineEntry[] = [
  {
    machine: userStatusMachine,
    kind: 'lifecycle',
    source: 'src/machines/userStatus.machine.ts',
    description:
      'User status (spec 4). The user list shows active, pending and suspended; the driver detail uses active, suspended and under_review. Pending users count as pending verification and have no status action of their own: their verification runs through the verification queue.',
  },
  {
    machine: driverDocumentMachine,
    kind: 'lifecycle',
    source: 'src/machines/driverDocument.machine.ts',
    description:
      'Driver document status (spec 4), also used by the admin Documents list: verified to pending or rejected; pending to verified or rejected; rejected to verified.',
  },
  {
    machine: verificationQueueMachine,
    kind: 'lifecycle',
    source: 'src/machines/verificationQueue.machine.ts',
    description:
      'Verification queue for users and companies alike (spec 4): pending to under_review, approved or rejected; under_review to approved or rejected; rejected to approved. The `verified` tag marks the state that makes the user or company verified.',
  },
  {
    machine: jobMachine,
    kind: 'lifecycle',
    source: 'src/machines/job.machine.ts',
    description:
      'Job status (spec 4). Assigning a driver to an active job makes it in_progress (the reducer also sets the start date to today and progress to 5 percent); only verified drivers may be assigned. Assigning a broker keeps the status on any job that is not finished. Other transitions are not shown in the spec, so they are refused. The `open` tag marks jobs that take applicants.',
  },
  {
    machine: applicantMachine,
    kind: 'lifecycle',
    source: 'src/machines/applicant.machine.ts',
    description:
      'Applicant status (spec 4): only pending applicants can be approved (to reviewed) or rejected.',
  },
  {
    machine: assignmentMachine,
    kind: 'lifecycle',
    source: 'src/machines/assignment.machine.ts',
    description:
      "Assignment status (spec 4). Assigning a driver to an unassigned item makes it assigned (the reducer also sets today's date); only verified drivers may be assigned. No other transition is shown in the spec.",
  },
  {
    machine: companyStatusMachine,
    kind: 'lifecycle',
    source: 'src/machines/statusSets.machine.ts',
    description:
      "Company status (spec 4): a set of statuses with no transition. A company's verification runs through the verification queue instead.",
  },
  {
    machine: paymentStatusMachine,
    kind: 'lifecycle',
    source: 'src/machines/statusSets.machine.ts',
    description: 'Payment status (spec 4): a set of statuses with no transition.',
  },
  {
    machine: disputeStatusMachine,
    kind: 'lifecycle',
    source: 'src/machines/statusSets.machine.ts',
    description: 'Dispute status (spec 4): a set of statuses with no transition.',
  },
  {
    machine: serviceStatusMachine,
    kind: 'lifecycle',
    source: 'src/machines/statusSets.machine.ts',
    description:
      "A platform service's status on the dashboard's System Health card (spec 2.4): a set of statuses with no transition; the meta gives each badge its tone.",
  },
  {
    machine: languageSwitchMachine,
    kind: 'flow',
    source: 'src/machines/languageSwitch.machine.ts',
    description:
      'Language switch (spec 4, 9): choosing a language shows a loading state for 300 ms, then the screen applies it. Choosing again while switching restarts the delay with the newer choice.',
  },
  { machine: loginMachine, kind: 'flow', source: 'src/machines/login.machine.ts' },
  { machine: signupMachine, kind: 'flow', source: 'src/machines/signup.machine.ts' },
  { machine: addUserMachine, kind: 'flow', source: 'src/machines/addUser.machine.ts' },
  { machine: codeEntryMachine, kind: 'flow', source: 'src/machines/codeEntry.machine.ts' },
];
