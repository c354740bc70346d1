import { setup } from 'xstate';

/** Spec 7 and 9: sign-up waits 2000 ms; nothing is sent. */
export const SIGNUP_DELAY_MS = 2000;

/** Why a submit was refused (spec 8: each has its own error toast, shown by the screen). */
export type SignupRejection = 'passwordMismatch' | 'termsNotAccepted';

/** The form's own checks, computed by the screen from its fields. */
export type SignupSubmit = { type: 'SUBMIT'; passwordsMatch: boolean; termsAccepted: boolean };

/**
 * A screen-local flow: `idle` until the form is submitted. A submit whose passwords differ or whose
 * terms box is unticked stays in `idle` and fires `onRejected` with the reason (passwords are
 * checked first, as in the error catalogue); otherwise `submitting` for the delay, then `success`
 * with `onSuccess` (toast Account Created and navigation to /login). A second SUBMIT while
 * submitting is ignored.
 */
export const signupMachine = setup({
  types: { events: {} as SignupSubmit },
  actions: {
    onSuccess: () => {
      // Provided by the screen with machine.provide(); the machine only decides when.
    },
    onRejected: (_, _params: { reason: SignupRejection }) => {
      // Provided by the screen: the destructive error toast of spec 8.
    },
  },
  guards: { canSubmit: ({ event }) => event.passwordsMatch && event.termsAccepted },
  delays: { signupDelay: SIGNUP_DELAY_MS },
}).createMachine({
  id: 'signup',
  description:
    'Sign-up form (spec 5, 7, 8, 9): a submit with different passwords or without the terms ticked is refused with the matching error toast; otherwise a 2 second wait, then the toast Account Created and navigation to /login. Submitting again while waiting is ignored.',
  initial: 'idle',
  states: {
    idle: {
      on: {
        SUBMIT: [
          { guard: 'canSubmit', target: 'submitting' },
          {
            actions: {
              type: 'onRejected',
              params: ({ event }) => ({
                reason: event.passwordsMatch ? 'termsNotAccepted' : 'passwordMismatch',
              }),
            },
          },
        ],
      },
    },
    submitting: { after: { signupDelay: { target: 'success', actions: 'onSuccess' } } },
    success: { type: 'final' },
  },
});
