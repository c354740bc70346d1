import { createActor } from 'xstate';
import { LOGIN_DELAY_MS, loginMachine } from './login.machine';

function start() {
  const onSuccess = jest.fn();
  const actor = createActor(loginMachine.provide({ actions: { onSuccess } })).start();
  return { actor, onSuccess };
}

describe('login flow', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('submits, waits 1500 ms, then always succeeds once', () => {
    expect(LOGIN_DELAY_MS).toBe(1500);
    const { actor, onSuccess } = start();
    expect(actor.getSnapshot().value).toBe('idle');

    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    jest.advanceTimersByTime(1499);
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(onSuccess).not.toHaveBeenCalled();

    jest.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('success');
    expect(onSuccess).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(10_000);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('ignores a second submit while submitting (no double submit, no restarted wait)', () => {
    const { actor, onSuccess } = start();
    actor.send({ type: 'SUBMIT' });
    jest.advanceTimersByTime(1000);
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
    actor.send({ type: 'SUBMIT' });
    jest.advanceTimersByTime(500);
    expect(actor.getSnapshot().value).toBe('success');
    jest.advanceTimersByTime(5000);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });
});
