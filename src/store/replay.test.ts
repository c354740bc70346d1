import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { CONSEQUENCE, replay } from './replay';

/** A counter that only counts up to 2: a third "add" is refused, as a machine would refuse it. */
const counter: Reducer<number> = (state = 0, action) =>
  action.type === 'add' && state < 2 ? state + 1 : state;
const log: Reducer<string[]> = (state = [], action) =>
  action.type === 'note' ? [...state, String(action.payload)] : state;
const reducers = { counter, log };
const add: UnknownAction = { type: 'add' };
const noted = (text: string): UnknownAction => ({
  type: 'note',
  payload: text,
  meta: { [CONSEQUENCE]: true },
});

describe('replay', () => {
  it('applies queued actions to the saved state and leaves its input alone', () => {
    const saved = { counter: 0, log: [] };
    const queue = [{ action: add, domains: ['counter'] }];
    const result = replay(saved, queue, reducers);
    expect(result).toEqual({ state: { counter: 1, log: [] }, refused: [], kept: queue });
    expect(saved).toEqual({ counter: 0, log: [] });
  });

  it('returns what changes nothing on the saved state as refused, and drops what it set off', () => {
    const result = replay(
      { counter: 2, log: [] },
      [
        { action: add, domains: ['counter'] },
        { action: noted('added'), domains: ['log'] },
      ],
      reducers,
    );
    expect(result).toEqual({ state: { counter: 2, log: [] }, refused: [add], kept: [] });
  });

  it('keeps the consequences of an action that still applies', () => {
    const result = replay(
      { counter: 1, log: [] },
      [
        { action: add, domains: ['counter'] },
        { action: noted('added'), domains: ['log'] },
      ],
      reducers,
    );
    expect(result.state.log).toEqual(['added']);
    expect(result.refused).toEqual([]);
    expect(result.kept.map(({ action }) => action.type)).toEqual(['add', 'note']);
  });
});
