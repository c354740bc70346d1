import { createActor } from 'xstate';
import { SIGNUP_DELAY_MS, signupMachine, type SignupRejection } from './signup.machine';

function start() {
  const onSuccess = jest.fn();
  const rejections: SignupRejection[] = [];
  const actor = createActor(
    signupMachine.provide({ actions: { onSuccess, onRejected: (_, { reason }) => rejections.push(reason) } }),
  ).start();
  return { actor, onSuccess, rejections };
}

const valid = { type: 'SUBMIT', passwordsMatch: true, termsAccepted: true } as const;

describe('sign-up flow', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits 2000 ms, then succeeds once', () => {
    expect(SIGNUP_DELAY_MS).toBe(2000);
    const { actor, onSuccess, rejections } = start();
    actor.send(valid);
    expect(actor.getSnapshot().value).toBe('submitting');
    jest.advanceTimersByTime(1999);
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(onSuccess).not.toHaveBeenCalled();

    jest.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('success');
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(rejections).toEqual([]);
  });

  it('ignores a second submit while submitting', () => {
    const { actor, onSuccess } = start();
    actor.send(valid);
    jest.advanceTimersByTime(1500);
    actor.send(valid);
    jest.advanceTimersByTime(500);
    expect(actor.getSnapshot().value).toBe('success');
    jest.advanceTimersByTime(5000);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it.each([
    [{ passwordsMatch: false, termsAccepted: true }, 'passwordMismatch'],
    [{ passwordsMatch: true, termsAccepted: false }, 'termsNotAccepted'],
    [{ passwordsMatch: false, termsAccepted: false }, 'passwordMismatch'],
  ] as const)('refuses %o with %s and stays idle', (checks, reason) => {
    const { actor, onSuccess, rejections } = start();
    actor.send({ type: 'SUBMIT', ...checks });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(rejections).toEqual([reason]);
    jest.advanceTimersByTime(5000);
    expect(onSuccess).not.toHaveBeenCalled();

    actor.send(valid);
    jest.advanceTimersByTime(SIGNUP_DELAY_MS);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(rejections).toEqual([reason]);
  });
});
