import { createActor } from 'xstate';
import { ADD_USER_DELAY_MS, addUserMachine } from './addUser.machine';

describe('add user flow', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('submits, waits 1500 ms, then succeeds once; a second submit is ignored', () => {
    expect(ADD_USER_DELAY_MS).toBe(1500);
    const onSuccess = jest.fn();
    const actor = createActor(addUserMachine.provide({ actions: { onSuccess } })).start();

    actor.send({ type: 'SUBMIT', submission: { name: 'Ana' } });
    jest.advanceTimersByTime(700);
    actor.send({ type: 'SUBMIT', submission: { name: 'Bea' } });
    jest.advanceTimersByTime(799);
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(onSuccess).not.toHaveBeenCalled();

    jest.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('success');
    jest.advanceTimersByTime(5000);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    // The first submission is the one handed back.
    expect(onSuccess.mock.calls[0]![1]).toEqual({ submission: { name: 'Ana' } });
  });
});
