import { assign, setup, type SnapshotFrom } from 'xstate';

/** Spec 9: the code has 6 digits; a resend is possible after a 60 second countdown. */
export const CODE_LENGTH = 6;
export const RESEND_COUNTDOWN_S = 60;
const TICK_MS = 1000;

export type CodeEntryContext = {
  /** One entry per box, '' when empty, otherwise a single digit. */
  digits: string[];
  /** Seconds until Resend Code is available (0 once it is). */
  secondsLeft: number;
  /** The box the screen should focus after the last event (the screen moves the focus). */
  focusIndex: number;
};

export type CodeEntryEvent =
  | { type: 'TYPE'; index: number; value: string }
  | { type: 'PASTE'; text: string }
  | { type: 'CLEAR'; index: number }
  | { type: 'VERIFY' }
  | { type: 'RESEND' };

const isDigit = (char: string) => /^[0-9]$/.test(char);
const lastBox = CODE_LENGTH - 1;
const clampBox = (index: number) => Math.min(Math.max(index, 0), lastBox);

export const isCodeComplete = (context: Pick<CodeEntryContext, 'digits'>): boolean =>
  context.digits.length === CODE_LENGTH && context.digits.every(isDigit);

export const codeOf = (context: Pick<CodeEntryContext, 'digits'>): string => context.digits.join('');

/**
 * A box keeps at most one character, and only a digit (the code is numeric). The last character
 * typed wins, so typing into a filled box replaces its digit; an empty value clears the box; a
 * non-digit is ignored. After a digit the focus moves to the next box.
 */
function typed(context: CodeEntryContext, index: number, value: string): Partial<CodeEntryContext> {
  if (!Number.isInteger(index) || index < 0 || index > lastBox) return {};
  const char = value.slice(-1);
  if (char !== '' && !isDigit(char)) return {};
  const digits = context.digits.map((d, i) => (i === index ? char : d));
  return { digits, focusIndex: char === '' ? index : clampBox(index + 1) };
}

/** Backspace: clears a filled box; on an empty box it moves the focus to the previous box. */
function cleared(context: CodeEntryContext, index: number): Partial<CodeEntryContext> {
  if (!Number.isInteger(index) || index < 0 || index > lastBox) return {};
  if (context.digits[index] === '') return { focusIndex: clampBox(index - 1) };
  return { digits: context.digits.map((d, i) => (i === index ? '' : d)), focusIndex: index };
}

/**
 * A paste fills the boxes from the first one with the leading digits of the text (at most six);
 * boxes beyond the pasted digits keep their content. A paste that starts with no digit is ignored.
 */
function pasted(context: CodeEntryContext, text: string): Partial<CodeEntryContext> {
  const leading = /^[0-9]*/.exec(text.trim())?.[0].slice(0, CODE_LENGTH) ?? '';
  if (leading === '') return {};
  const digits = context.digits.map((d, i) => leading[i] ?? d);
  return { digits, focusIndex: clampBox(leading.length) };
}

/**
 * A screen-local flow for the six-digit code check (spec 2, 4, 5, 9). The boxes live in the
 * context; `entering.counting` counts `secondsLeft` down from 60, one tick a second, and
 * `entering.canResend` accepts RESEND, which restarts the countdown and fires `onResent`. VERIFY
 * is accepted only when all six boxes hold a digit and fires `onVerified` with the code (the screen
 * logs it and goes to /admin).
 */
export const codeEntryMachine = setup({
  types: { context: {} as CodeEntryContext, events: {} as CodeEntryEvent },
  actions: {
    onVerified: (_, _params: { code: string }) => {
      // Provided by the screen with machine.provide(); the machine only decides when.
    },
    onResent: () => {
      // Provided by the screen: the resend is only logged locally (spec 7).
    },
  },
  guards: {
    isComplete: ({ context }) => isCodeComplete(context),
    isLastSecond: ({ context }) => context.secondsLeft <= 1,
  },
  delays: { tick: TICK_MS },
}).createMachine({
  id: 'codeEntry',
  description:
    'Six-digit code check (spec 2, 4, 5, 9): six single-digit boxes, Verify Code accepted only when all six are filled, and Resend Code available only when a 60 second countdown has ended; a resend restarts the countdown.',
  initial: 'entering',
  context: {
    digits: Array.from({ length: CODE_LENGTH }, () => ''),
    secondsLeft: RESEND_COUNTDOWN_S,
    focusIndex: 0,
  },
  states: {
    entering: {
      initial: 'counting',
      on: {
        TYPE: { actions: assign(({ context, event }) => typed(context, event.index, event.value)) },
        PASTE: { actions: assign(({ context, event }) => pasted(context, event.text)) },
        CLEAR: { actions: assign(({ context, event }) => cleared(context, event.index)) },
        VERIFY: {
          guard: 'isComplete',
          target: 'verified',
          actions: { type: 'onVerified', params: ({ context }) => ({ code: codeOf(context) }) },
        },
      },
      states: {
        counting: {
          after: {
            tick: [
              { guard: 'isLastSecond', target: 'canResend', actions: assign({ secondsLeft: 0 }) },
              {
                target: 'counting',
                reenter: true,
                actions: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
              },
            ],
          },
        },
        canResend: {
          on: {
            RESEND: {
              target: 'counting',
              actions: [assign({ secondsLeft: RESEND_COUNTDOWN_S }), 'onResent'],
            },
          },
        },
      },
    },
    verified: { type: 'final' },
  },
});

export type CodeEntrySnapshot = SnapshotFrom<typeof codeEntryMachine>;

/** True when Resend Code should be enabled: the countdown has ended and the code is not verified. */
export const canResend = (snapshot: CodeEntrySnapshot): boolean => snapshot.can({ type: 'RESEND' });
