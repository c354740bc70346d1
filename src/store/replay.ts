import type { Reducer, UnknownAction } from '@reduxjs/toolkit';

/**
 * Marks an action as the consequence of the one dispatched just before it (the audit trail's
 * entries for a change): when a replay refuses that change, its consequences are dropped too.
 */
export const CONSEQUENCE = 'consequenceOfPrevious';
export const isConsequence = (action: UnknownAction): boolean =>
  (action.meta as Record<string, unknown> | undefined)?.[CONSEQUENCE] === true;

/** A local action waiting to be saved, and the domains it changed in its tab. */
export interface Queued {
  action: UnknownAction;
  domains: string[];
}

export type Snapshot = Record<string, unknown>;

export interface Replayed {
  /** The domains after the replay (those `saved` holds). */
  state: Snapshot;
  /** The actions that changed nothing on the saved state: their machines refused them there. */
  refused: UnknownAction[];
  /** The queued actions that changed something, in order: neither refused nor set off by one refused. */
  kept: Queued[];
}

/**
 * Replays queued actions on the saved state of the domains they touched, with the store's own
 * reducers: what another tab's change made inapplicable changes nothing (the machines refuse it)
 * and is returned as refused, with the consequences it set off. Pure: the saved state and the
 * queue in, the new state out.
 */
export function replay(
  saved: Snapshot,
  queue: readonly Queued[],
  reducers: Readonly<Record<string, Reducer>>,
): Replayed {
  const state: Snapshot = { ...saved };
  const refused: UnknownAction[] = [];
  const kept: Queued[] = [];
  let lastRefused = false;
  for (const queued of queue) {
    const { action, domains } = queued;
    if (lastRefused && isConsequence(action)) continue;
    let applied = false;
    for (const key of domains) {
      const reducer = reducers[key];
      if (!reducer || !(key in state)) continue;
      const next: unknown = reducer(state[key], action);
      if (next !== state[key]) applied = true;
      state[key] = next;
    }
    if (!isConsequence(action)) lastRefused = !applied;
    if (!applied) refused.push(action);
    else kept.push(queued);
  }
  return { state, refused, kept };
}

/** `base` with each domain's changes in `catchUp` done to it again, in order (a domain `base` lacks: left out). */
export function caughtUp(
  base: Snapshot,
  catchUp: ReadonlyMap<string, readonly UnknownAction[]>,
  reducers: Readonly<Record<string, Reducer>>,
): Snapshot {
  const state = { ...base };
  for (const [key, actions] of catchUp)
    if (key in state)
      state[key] = actions.reduce<unknown>((s, action) => reducers[key]!(s, action), state[key]);
  return state;
}
