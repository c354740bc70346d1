import { setup } from 'xstate';

/** Spec 7 and 9: the login always succeeds after 1500 ms; nothing is sent. */
export const LOGIN_DELAY_MS = 1500;

/**
 * A screen-local flow: `idle` until the form is submitted, then `submitting` for the delay (the
 * button shows "Signing in..." and is disabled), then `success` with the `onSuccess` action
 * (provided by the screen: toast and navigation to /admin). A second SUBMIT while submitting is
 * ignored, so a double click cannot log in twice.
 */
export const loginMachine = setup({
  types: { events: {} as { type: 'SUBMIT' } },
  actions: {
    onSuccess: () => {
      // Provided by the screen with machine.provide(); the machine only decides when.
    },
  },
  delays: { loginDelay: LOGIN_DELAY_MS },
}).createMachine({
  id: 'login',
  description:
    'Sign-in form (spec 4, 7, 9): submitting shows a 1.5 second wait, after which the login always succeeds and the screen shows a toast and goes to /admin. Submitting again while waiting is ignored.',
  initial: 'idle',
  states: {
    idle: { on: { SUBMIT: 'submitting' } },
    submitting: { after: { loginDelay: { target: 'success', actions: 'onSuccess' } } },
    success: { type: 'final' },
  },
});
