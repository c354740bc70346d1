import { createActor } from 'xstate';
import {
  canResend,
  CODE_LENGTH,
  codeEntryMachine,
  isCodeComplete,
  RESEND_COUNTDOWN_S,
} from './codeEntry.machine';

function start() {
  const verified: string[] = [];
  const onResent = jest.fn();
  const actor = createActor(
    codeEntryMachine.provide({ actions: { onVerified: (_, { code }) => verified.push(code), onResent } }),
  ).start();
  const context = () => actor.getSnapshot().context;
  return { actor, verified, onResent, context };
}

describe('code entry flow', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts with six empty boxes and a 60 second countdown', () => {
    expect(CODE_LENGTH).toBe(6);
    expect(RESEND_COUNTDOWN_S).toBe(60);
    const { actor, context } = start();
    expect(context()).toEqual({ digits: ['', '', '', '', '', ''], secondsLeft: 60, focusIndex: 0 });
    expect(isCodeComplete(context())).toBe(false);
    expect(canResend(actor.getSnapshot())).toBe(false);
  });

  it('typing a digit fills the box and moves the focus to the next box', () => {
    const { actor, context } = start();
    actor.send({ type: 'TYPE', index: 0, value: '4' });
    expect(context().digits).toEqual(['4', '', '', '', '', '']);
    expect(context().focusIndex).toBe(1);
    actor.send({ type: 'TYPE', index: 5, value: '9' });
    expect(context().focusIndex).toBe(5);
  });

  it('keeps at most one character per box: the last typed digit wins', () => {
    const { actor, context } = start();
    actor.send({ type: 'TYPE', index: 2, value: '17' });
    expect(context().digits[2]).toBe('7');
  });

  it('ignores a letter (and out-of-range boxes)', () => {
    const { actor, context } = start();
    actor.send({ type: 'TYPE', index: 0, value: '3' });
    const before = context();
    actor.send({ type: 'TYPE', index: 1, value: 'a' });
    actor.send({ type: 'TYPE', index: 0, value: '3x' });
    actor.send({ type: 'TYPE', index: 6, value: '1' });
    actor.send({ type: 'TYPE', index: -1, value: '1' });
    expect(context()).toEqual(before);
  });

  it('Backspace clears a filled box; on an empty box it moves the focus back', () => {
    const { actor, context } = start();
    actor.send({ type: 'PASTE', text: '12' });
    actor.send({ type: 'CLEAR', index: 1 });
    expect(context().digits).toEqual(['1', '', '', '', '', '']);
    expect(context().focusIndex).toBe(1);
    actor.send({ type: 'CLEAR', index: 1 });
    expect(context().digits).toEqual(['1', '', '', '', '', '']);
    expect(context().focusIndex).toBe(0);
    actor.send({ type: 'CLEAR', index: 0 });
    actor.send({ type: 'CLEAR', index: 0 });
    expect(context().focusIndex).toBe(0);
  });

  it('a six-digit paste fills all six boxes; a shorter paste fills its leading digits', () => {
    const { actor, context } = start();
    actor.send({ type: 'PASTE', text: ' 123456 ' });
    expect(context().digits).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(context().focusIndex).toBe(5);
    expect(isCodeComplete(context())).toBe(true);

    const other = start();
    other.actor.send({ type: 'PASTE', text: '98a7' });
    expect(other.context().digits).toEqual(['9', '8', '', '', '', '']);
    expect(other.context().focusIndex).toBe(2);
    other.actor.send({ type: 'PASTE', text: '12345678' });
    expect(other.context().digits).toEqual(['1', '2', '3', '4', '5', '6']);
    const before = other.context();
    other.actor.send({ type: 'PASTE', text: 'abc123' });
    expect(other.context()).toEqual(before);
  });

  it('refuses VERIFY until all six boxes are filled, then verifies once with the code', () => {
    const { actor, verified } = start();
    '12345'.split('').forEach((value, index) => actor.send({ type: 'TYPE', index, value }));
    expect(actor.getSnapshot().can({ type: 'VERIFY' })).toBe(false);
    actor.send({ type: 'VERIFY' });
    expect(verified).toEqual([]);
    expect(actor.getSnapshot().value).toEqual({ entering: 'counting' });

    actor.send({ type: 'TYPE', index: 5, value: '6' });
    expect(actor.getSnapshot().can({ type: 'VERIFY' })).toBe(true);
    actor.send({ type: 'VERIFY' });
    expect(verified).toEqual(['123456']);
    expect(actor.getSnapshot().value).toBe('verified');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('counts down one second at a time and allows RESEND only at 0', () => {
    const { actor, context, onResent } = start();
    jest.advanceTimersByTime(30_000);
    expect(context().secondsLeft).toBe(30);
    jest.advanceTimersByTime(29_000);
    expect(context().secondsLeft).toBe(1);
    expect(canResend(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'RESEND' });
    expect(onResent).not.toHaveBeenCalled();
    expect(context().secondsLeft).toBe(1);

    jest.advanceTimersByTime(1000);
    expect(context().secondsLeft).toBe(0);
    expect(canResend(actor.getSnapshot())).toBe(true);
    jest.advanceTimersByTime(10_000);
    expect(context().secondsLeft).toBe(0);

    actor.send({ type: 'RESEND' });
    expect(onResent).toHaveBeenCalledTimes(1);
    expect(context().secondsLeft).toBe(60);
    expect(canResend(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'RESEND' });
    expect(onResent).toHaveBeenCalledTimes(1);

    jest.advanceTimersByTime(1000);
    expect(context().secondsLeft).toBe(59);
    jest.advanceTimersByTime(59_000);
    expect(context().secondsLeft).toBe(0);
    expect(canResend(actor.getSnapshot())).toBe(true);
  });

  it('typing does not disturb the countdown', () => {
    const { actor, context } = start();
    jest.advanceTimersByTime(500);
    actor.send({ type: 'TYPE', index: 0, value: '1' });
    jest.advanceTimersByTime(500);
    expect(context().secondsLeft).toBe(59);
  });

  it('stops counting once verified', () => {
    const { actor, context } = start();
    actor.send({ type: 'PASTE', text: '123456' });
    actor.send({ type: 'VERIFY' });
    jest.advanceTimersByTime(60_000);
    expect(context().secondsLeft).toBe(60);
    expect(canResend(actor.getSnapshot())).toBe(false);
  });
});
