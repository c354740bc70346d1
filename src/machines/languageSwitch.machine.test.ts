import { createActor, fromPromise } from 'xstate';
import type { Language } from '@/i18n/languages';
import { LANGUAGE_SWITCH_DELAY_MS, languageSwitchMachine } from './languageSwitch.machine';

/** A load the test settles by hand, per language. */
function manualLoads() {
  const loads = new Map<Language, { resolve: () => void; reject: (error: Error) => void }>();
  const loadLanguage = fromPromise<void, Language>(
    ({ input }) =>
      new Promise<void>((resolve, reject) => {
        loads.set(input, { resolve, reject });
      }),
  );
  return { loads, loadLanguage };
}

function start(loadLanguage?: ReturnType<typeof manualLoads>['loadLanguage']) {
  const applied: string[] = [];
  const failed: string[] = [];
  const actor = createActor(
    languageSwitchMachine.provide({
      actions: {
        applyLanguage: (_, { language }) => applied.push(language),
        reportLoadFailure: (_, { language }) => failed.push(language),
      },
      ...(loadLanguage ? { actors: { loadLanguage } } : {}),
    }),
  ).start();
  return { actor, applied, failed };
}

/** Lets settled loads reach the machine (promise callbacks), without moving the clock. */
const settle = () => jest.advanceTimersByTimeAsync(0);

describe('language switch flow', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits 300 ms in "switching", then applies the language and returns to idle', async () => {
    expect(LANGUAGE_SWITCH_DELAY_MS).toBe(300);
    const { actor, applied } = start();
    expect(actor.getSnapshot().value).toBe('idle');

    actor.send({ type: 'CHOOSE', language: 'ar' });
    expect(actor.getSnapshot().matches('switching')).toBe(true);
    await jest.advanceTimersByTimeAsync(299);
    expect(applied).toEqual([]);
    expect(actor.getSnapshot().matches('switching')).toBe(true);

    await jest.advanceTimersByTimeAsync(1);
    expect(applied).toEqual(['ar']);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.pending).toBeNull();
  });

  it('a second choice while switching restarts the delay and applies only the last one', async () => {
    const { actor, applied } = start();
    actor.send({ type: 'CHOOSE', language: 'fr' });
    await jest.advanceTimersByTimeAsync(200);
    actor.send({ type: 'CHOOSE', language: 'de' });
    await jest.advanceTimersByTimeAsync(299);
    expect(applied).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(applied).toEqual(['de']);
  });

  it('loads the chosen language: a load done before 300 ms still waits for the delay', async () => {
    const { loads, loadLanguage } = manualLoads();
    const { actor, applied } = start(loadLanguage);
    actor.send({ type: 'CHOOSE', language: 'es' });
    expect([...loads.keys()]).toEqual(['es']);
    loads.get('es')!.resolve();
    await settle();
    expect(actor.getSnapshot().matches({ switching: { load: 'loaded', delay: 'waiting' } })).toBe(true);
    await jest.advanceTimersByTimeAsync(299);
    expect(applied).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(applied).toEqual(['es']);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('a load slower than 300 ms applies when the load ends', async () => {
    const { loads, loadLanguage } = manualLoads();
    const { actor, applied } = start(loadLanguage);
    actor.send({ type: 'CHOOSE', language: 'ar' });
    await jest.advanceTimersByTimeAsync(LANGUAGE_SWITCH_DELAY_MS + 1000);
    expect(applied).toEqual([]);
    expect(actor.getSnapshot().matches({ switching: { load: 'loading', delay: 'elapsed' } })).toBe(true);

    loads.get('ar')!.resolve();
    await settle();
    expect(applied).toEqual(['ar']);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.pending).toBeNull();
  });

  it('a failed load does not apply: back to idle, and the failure is reported', async () => {
    const { loads, loadLanguage } = manualLoads();
    const { actor, applied, failed } = start(loadLanguage);
    actor.send({ type: 'CHOOSE', language: 'de' });
    await jest.advanceTimersByTimeAsync(100);
    loads.get('de')!.reject(new Error('offline'));
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.pending).toBeNull();
    expect(failed).toEqual(['de']);

    await jest.advanceTimersByTimeAsync(1000);
    expect(applied).toEqual([]);
  });

  it('a failure after the delay does not apply either', async () => {
    const { loads, loadLanguage } = manualLoads();
    const { actor, applied, failed } = start(loadLanguage);
    actor.send({ type: 'CHOOSE', language: 'fr' });
    await jest.advanceTimersByTimeAsync(500);
    loads.get('fr')!.reject(new Error('offline'));
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(applied).toEqual([]);
    expect(failed).toEqual(['fr']);
  });

  it('a second choice during a pending load wins: the first load is ignored, whatever its outcome', async () => {
    const { loads, loadLanguage } = manualLoads();
    const { actor, applied, failed } = start(loadLanguage);
    actor.send({ type: 'CHOOSE', language: 'fr' });
    await jest.advanceTimersByTimeAsync(400);
    expect(applied).toEqual([]);

    actor.send({ type: 'CHOOSE', language: 'de' });
    expect([...loads.keys()]).toEqual(['fr', 'de']);
    loads.get('fr')!.resolve();
    loads.get('de')!.resolve();
    await settle();
    // The delay restarted with the newer choice.
    await jest.advanceTimersByTimeAsync(299);
    expect(applied).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(applied).toEqual(['de']);

    // A late failure of a superseded load changes nothing either.
    actor.send({ type: 'CHOOSE', language: 'es' });
    actor.send({ type: 'CHOOSE', language: 'ar' });
    loads.get('es')!.reject(new Error('offline'));
    await settle();
    expect(failed).toEqual([]);
    expect(actor.getSnapshot().matches('switching')).toBe(true);
    loads.get('ar')!.resolve();
    await jest.advanceTimersByTimeAsync(LANGUAGE_SWITCH_DELAY_MS);
    expect(applied).toEqual(['de', 'ar']);
    expect(failed).toEqual([]);
  });
});
