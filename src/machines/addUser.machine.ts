import { assign, setup } from 'xstate';

/** Spec 7 and 9: creating a user waits 1500 ms; nothing is sent. */
export const ADD_USER_DELAY_MS = 1500;

/** What the form submitted (already validated by the screen), handed back when the wait is over. */
export type AddUserSubmission = Readonly<Record<string, string | boolean>>;

/**
 * A screen-local flow: `idle` until the form is submitted (SUBMIT carries the form's values), then
 * `submitting` for the delay, then `success` with the `onSuccess` action given those values
 * (provided by the screen: add the user, toast User Created, back to the user list). Field
 * validation stays in the form; a second SUBMIT while submitting is ignored.
 */
export const addUserMachine = setup({
  types: {
    context: {} as { submission: AddUserSubmission | null },
    events: {} as { type: 'SUBMIT'; submission: AddUserSubmission },
  },
  actions: {
    onSuccess: (_, _params: { submission: AddUserSubmission }) => {
      // Provided by the screen with machine.provide(); the machine only decides when.
    },
  },
  delays: { addUserDelay: ADD_USER_DELAY_MS },
}).createMachine({
  id: 'addUser',
  description:
    'Admin add-user form (spec 2, 7, 9): submitting waits 1.5 seconds, then the screen adds the user, shows the toast User Created and returns to the user list. Submitting again while waiting is ignored.',
  initial: 'idle',
  context: { submission: null },
  states: {
    idle: {
      on: {
        SUBMIT: { target: 'submitting', actions: assign({ submission: ({ event }) => event.submission }) },
      },
    },
    submitting: {
      after: {
        addUserDelay: {
          target: 'success',
          actions: { type: 'onSuccess', params: ({ context }) => ({ submission: context.submission! }) },
        },
      },
    },
    success: { type: 'final' },
  },
});
