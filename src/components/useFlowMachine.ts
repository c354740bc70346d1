import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import type { AnyStateMachine, SnapshotFrom, StateValue } from 'xstate';
import { flowCountdown, flowEntered, flowStopped, type FlowName } from '@/store/flowsSlice';
import { useAppDispatch } from '@/store/hooks';

/** A state value as one name: "idle", or "entering.counting" for a nested state. */
export function stateName(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => (child === undefined ? key : `${key}.${stateName(child)}`))
    .join(',');
}

export interface FlowOptions<M extends AnyStateMachine> {
  /** A countdown the flow runs (seconds left), recorded each time it changes; a module-level function. */
  countdown?: (snapshot: SnapshotFrom<M>) => number | undefined;
}

/**
 * `useMachine` for a screen flow (login, sign-up, add user, code entry, language switch) that also
 * tells the store each step, as `flows/<flow>/<state>` (and `flows/<flow>/countdown`), so Redux
 * DevTools reads "idle → submitting → success". Only changes are told: a flow waiting for its
 * person dispatches nothing. When the screen goes away, `flows/<flow>/stopped`.
 */
export function useFlowMachine<M extends AnyStateMachine>(
  flow: FlowName,
  machine: M,
  { countdown }: FlowOptions<M> = {},
): ReturnType<typeof useMachine<M>> {
  const result = useMachine(machine);
  const actor = result[2];
  const dispatch = useAppDispatch();
  useEffect(() => {
    let lastState: string | undefined;
    let lastSeconds: number | undefined;
    const report = (snapshot: SnapshotFrom<M>) => {
      const state = stateName((snapshot as { value: StateValue }).value);
      if (state !== lastState) {
        lastState = state;
        dispatch(flowEntered(flow, state));
      }
      const seconds = countdown?.(snapshot);
      if (seconds !== undefined && seconds !== lastSeconds) {
        lastSeconds = seconds;
        dispatch(flowCountdown(flow, seconds));
      }
    };
    report(actor.getSnapshot() as SnapshotFrom<M>);
    const subscription = actor.subscribe((snapshot) => report(snapshot as SnapshotFrom<M>));
    return () => {
      subscription.unsubscribe();
      dispatch(flowStopped(flow));
    };
  }, [actor, dispatch, flow, countdown]);
  return result;
}
