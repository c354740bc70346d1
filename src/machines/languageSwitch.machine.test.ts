import { createActor } from 'xstate';
import { LANGUAGE_SWITCH_DELAY_MS, languageSwitchMachine } from './languageSwitch.machine';

function start() {
  const applied: string[] = [];
  const actor = createActor(
    languageSwitchMachine.provide({
      actions: { applyLanguage: (_, { language }) => applied.push(language) },
    }),
  ).start();
  return { actor, applied };
}

describe('language switch flow', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits 300 ms in "switching", then applies the language and returns to idle', () => {
    expect(LANGUAGE_SWITCH_DELAY_MS).toBe(300);
    const { actor, applied } = start();
    expect(actor.getSnapshot().value).toBe('idle');

    actor.send({ type: 'CHOOSE', language: 'ar' });
    expect(actor.getSnapshot().value).toBe('switching');
    jest.advanceTimersByTime(299);
    expect(applied).toEqual([]);
    expect(actor.getSnapshot().value).toBe('switching');

    jest.advanceTimersByTime(1);
    expect(applied).toEqual(['ar']);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.pending).toBeNull();
  });

  it('a second choice while switching restarts the delay and applies only the last one', () => {
    const { actor, applied } = start();
    actor.send({ type: 'CHOOSE', language: 'fr' });
    jest.advanceTimersByTime(200);
    actor.send({ type: 'CHOOSE', language: 'de' });
    jest.advanceTimersByTime(299);
    expect(applied).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(applied).toEqual(['de']);
  });
});
