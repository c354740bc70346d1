import { assign, fromPromise, setup } from 'xstate';
import type { Language } from '@/i18n/languages';

/** Spec 4 and 9: a language change shows a loading state for 300 ms, then applies. */
export const LANGUAGE_SWITCH_DELAY_MS = 300;

/**
 * A screen-local flow: `idle` until a language is chosen, then `switching`, which waits for two
 * things at once: the delay (`delay` region) and the language's texts (`load` region, the
 * `loadLanguage` actor). When both are over, whichever is later, the `applyLanguage` action
 * (provided by the screen, which dispatches the outcome to Redux) runs and the flow is `idle`
 * again. Choosing again while switching restarts both with the newer choice; the older load's
 * result is ignored. A failed load ends the switch without applying: `reportLoadFailure`.
 *
 * The screen provides the real loader with machine.provide({ actors: { loadLanguage } }); the
 * machine's own resolves at once, so it stays pure for its tests.
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
    reportLoadFailure: (_, _params: { language: Language }) => {
      // Provided by the screen with machine.provide() (an error toast).
    },
  },
  actors: {
    loadLanguage: fromPromise<void, Language>(() => Promise.resolve()),
  },
  delays: { switchDelay: LANGUAGE_SWITCH_DELAY_MS },
}).createMachine({
  id: 'languageSwitch',
  description:
    "Language switch (spec 4, 9): choosing a language shows a loading state for at least 300 ms and until the language's texts are loaded (the `loadLanguage` actor the screen provides), then the screen applies it. Choosing again while switching restarts both with the newer choice. If the texts cannot be loaded, the switch ends without applying and the screen reports it (`reportLoadFailure`).",
  initial: 'idle',
  context: { pending: null },
  states: {
    idle: {
      on: {
        CHOOSE: { target: 'switching', actions: assign({ pending: ({ event }) => event.language }) },
      },
    },
    switching: {
      type: 'parallel',
      on: {
        CHOOSE: {
          target: 'switching',
          reenter: true,
          actions: assign({ pending: ({ event }) => event.language }),
        },
      },
      onDone: {
        target: 'idle',
        actions: [
          { type: 'applyLanguage', params: ({ context }) => ({ language: context.pending! }) },
          assign({ pending: null }),
        ],
      },
      states: {
        delay: {
          initial: 'waiting',
          states: {
            waiting: { after: { switchDelay: 'elapsed' } },
            elapsed: { type: 'final' },
          },
        },
        load: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadLanguage',
                src: 'loadLanguage',
                input: ({ context }) => context.pending!,
                onDone: 'loaded',
                onError: {
                  target: '#languageSwitch.idle',
                  actions: [
                    { type: 'reportLoadFailure', params: ({ context }) => ({ language: context.pending! }) },
                    assign({ pending: null }),
                  ],
                },
              },
            },
            loaded: { type: 'final' },
          },
        },
      },
    },
  },
});
