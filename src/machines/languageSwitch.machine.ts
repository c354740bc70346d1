import { assign, setup } from 'xstate';
import type { Language } from '@/i18n/languages';

/** Spec 4 and 9: a language change shows a loading state for 300 ms, then applies. */
export const LANGUAGE_SWITCH_DELAY_MS = 300;

/**
 * A screen-local flow: `idle` until a language is chosen, then `switching` for the delay, then the
 * `applyLanguage` action (provided by the screen, which dispatches the outcome to Redux) and back
 * to `idle`. Choosing again while switching restarts the delay with the newer choice.
 */
export const languageSwitchMachine = setup({
  types: {
    context: {} as { pending: Language | null },
    events: {} as { type: 'CHOOSE'; language: Language },
  },
  actions: {
    applyLanguage: (_, _params: { language: Language }) => {
      // Provided by the screen with machine.provide(); the machine only decides when.
    },
  },
  delays: { switchDelay: LANGUAGE_SWITCH_DELAY_MS },
}).createMachine({
  id: 'languageSwitch',
  initial: 'idle',
  context: { pending: null },
  states: {
    idle: {
      on: {
        CHOOSE: { target: 'switching', actions: assign({ pending: ({ event }) => event.language }) },
      },
    },
    switching: {
      on: {
        CHOOSE: {
          target: 'switching',
          reenter: true,
          actions: assign({ pending: ({ event }) => event.language }),
        },
      },
      after: {
        switchDelay: {
          target: 'idle',
          actions: [
            { type: 'applyLanguage', params: ({ context }) => ({ language: context.pending! }) },
            assign({ pending: null }),
          ],
        },
      },
    },
  },
});
