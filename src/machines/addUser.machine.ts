import { setup } from 'xstate';

/** Spec 7 and 9: creating a user waits 1500 ms; nothing is sent. */
export const ADD_USER_DELAY_MS = 1500;

/**
 * A screen-local flow: `idle` until the form is submitted, then `submitting` for the delay, then
 * `success` with the `onSuccess` action (provided by the screen: toast User Created and back to
 * /admin/users). Field validation stays in the form; a second SUBMIT while submitting is ignored.
 */
export const addUserMachine = setup({
  types: { events: {} as { type: 'SUBMIT' } },
  actions: {
    onSuccess: () => {
      // Provided by the screen with machine.provide(); the machine only decides when.
    },
  },
  delays: { addUserDelay: ADD_USER_DELAY_MS },
}).createMachine({
  id: 'addUser',
  description:
    'Admin add-user form (spec 2, 7, 9): submitting waits 1.5 seconds, then the screen shows the toast User Created and returns to /admin/users. Submitting again while waiting is ignored.',
  initial: 'idle',
  states: {
    idle: { on: { SUBMIT: 'submitting' } },
    submitting: { after: { addUserDelay: { target: 'success', actions: 'onSuccess' } } },
    success: { type: 'final' },
  },
});
