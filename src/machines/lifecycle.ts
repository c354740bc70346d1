import { getNextSnapshot, type AnyStateMachine, type EventFromLogic, type StateValueFrom } from 'xstate';

/**
 * The one helper every reducer and screen uses to ask an entity-lifecycle machine about a status.
 * An entity lifecycle is a flat machine whose states are the spec's status strings; Redux stores
 * only the status, so each question starts from `machine.resolveState({ value: status })`.
 */

/** The statuses of a lifecycle machine: its state names, derived from the machine itself. */
export type StatusOf<M extends AnyStateMachine> = Extract<StateValueFrom<M>, string>;
export type EventOf<M extends AnyStateMachine> = EventFromLogic<M>;
export type EventTypeOf<M extends AnyStateMachine> = EventOf<M>['type'];

/** Every status of the machine, in the order its states are written. */
export function statusesOf<M extends AnyStateMachine>(machine: M): StatusOf<M>[] {
  return Object.keys(machine.root.states) as StatusOf<M>[];
}

/** Every event type the machine knows, whichever state accepts it. */
export function eventTypesOf<M extends AnyStateMachine>(machine: M): EventTypeOf<M>[] {
  return [...new Set(machine.events)] as EventTypeOf<M>[];
}

export function isStatusOf<M extends AnyStateMachine>(machine: M, value: unknown): value is StatusOf<M> {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(machine.root.states, value);
}

const snapshotAt = <M extends AnyStateMachine>(machine: M, status: StatusOf<M>) =>
  machine.resolveState({ value: status, context: machine.config.context ?? {} });

/**
 * "May this event happen to an item in this status, and what comes next?" The next status, or
 * `null` when the machine refuses the event (including when a guard says no).
 */
export function nextStatus<M extends AnyStateMachine>(
  machine: M,
  status: StatusOf<M>,
  event: EventOf<M>,
): StatusOf<M> | null {
  if (!isStatusOf(machine, status)) return null;
  // Lifecycle machines are pure tables, so an answer never changes: resolve each question once.
  const answers = answerCache.get(machine) ?? new Map<string, string | null>();
  answerCache.set(machine, answers);
  const key = `${status}\u0000${JSON.stringify(event)}`;
  if (!answers.has(key)) answers.set(key, resolveNext(machine, status, event));
  return answers.get(key) as StatusOf<M> | null;
}

const answerCache = new WeakMap<AnyStateMachine, Map<string, string | null>>();

function resolveNext<M extends AnyStateMachine>(
  machine: M,
  status: StatusOf<M>,
  event: EventOf<M>,
): string | null {
  const snapshot = snapshotAt(machine, status);
  if (!snapshot.can(event)) return null;
  return getNextSnapshot(machine as AnyStateMachine, snapshot, event).value as string;
}

export function canSend<M extends AnyStateMachine>(
  machine: M,
  status: StatusOf<M>,
  event: EventOf<M>,
): boolean {
  return nextStatus(machine, status, event) !== null;
}

/**
 * The event types a screen may offer for an item in this status (guards are not evaluated here,
 * since they need the event's data: a screen still asks `nextStatus` with the full event).
 */
export function eventTypesFrom<M extends AnyStateMachine>(machine: M, status: StatusOf<M>): EventTypeOf<M>[] {
  if (!isStatusOf(machine, status)) return [];
  return [...snapshotAt(machine, status)._nodes.flatMap((node) => [...node.ownEvents])] as EventTypeOf<M>[];
}

/** True when the machine tags this status with `tag` (for example "verified", "open"). */
export function statusHasTag<M extends AnyStateMachine>(
  machine: M,
  status: StatusOf<M>,
  tag: string,
): boolean {
  return isStatusOf(machine, status) && snapshotAt(machine, status).hasTag(tag);
}

/** How a status reads at a glance: the colour of its badge. */
export type StatusTone = 'success' | 'warning' | 'error' | 'info' | 'default';
const TONES: readonly StatusTone[] = ['success', 'warning', 'error', 'info'];

/**
 * The tone a machine gives a status, by a `tone:<tone>` tag on its state ('default' without one):
 * which statuses read as good or bad is the machine's knowledge, never a screen's.
 */
export function statusTone<M extends AnyStateMachine>(machine: M, status: StatusOf<M>): StatusTone {
  if (!isStatusOf(machine, status)) return 'default';
  const snapshot = snapshotAt(machine, status);
  return TONES.find((tone) => snapshot.hasTag(`tone:${tone}`)) ?? 'default';
}

/** One arrow of a lifecycle: `event` takes an item from `from` to `to` (when `guard` allows). */
export interface LifecycleTransition {
  from: string;
  event: string;
  to: string;
  guard?: string;
}

const guardName = (guard: unknown): string | undefined =>
  typeof guard === 'string'
    ? guard
    : guard && typeof guard === 'object' && 'type' in guard
      ? String((guard as { type: unknown }).type)
      : undefined;

/** Every transition the machine declares, read from its states (for diagrams and audit events). */
export function transitionsOf(machine: AnyStateMachine): LifecycleTransition[] {
  return Object.entries(machine.root.states).flatMap(([from, node]) =>
    [...node.transitions.values()].flat().flatMap((transition) =>
      (transition.target ?? [node]).map((target) => {
        const guard = guardName(transition.guard);
        return { from, event: transition.eventType, to: target.key, ...(guard ? { guard } : {}) };
      }),
    ),
  );
}

const transitionCache = new WeakMap<AnyStateMachine, LifecycleTransition[]>();
const cachedTransitions = (machine: AnyStateMachine): LifecycleTransition[] => {
  let transitions = transitionCache.get(machine);
  if (!transitions) {
    transitions = transitionsOf(machine);
    transitionCache.set(machine, transitions);
  }
  return transitions;
};

/**
 * The event types whose transition takes an item from `from` to `to` (guards not evaluated): how
 * the audit trail names a change whose action did not say which event caused it.
 */
export function eventsBetween(machine: AnyStateMachine, from: string, to: string): string[] {
  return cachedTransitions(machine)
    .filter((transition) => transition.from === from && transition.to === to)
    .map((transition) => transition.event);
}

/**
 * Why the machine refuses `event` for an item in `status`, or null when it accepts it:
 * - `guard`: the state has the transition but its guard said no (the guard's name says why);
 * - `already`: the event leads to the status the item is already in, from elsewhere;
 * - `state`: the status does not accept the event at all.
 * Screens map the answer to a catalogue text (`admin.tools.whyNot.*`); none writes a reason.
 */
export type Refusal =
  | { reason: 'guard'; guard: string }
  | { reason: 'already'; status: string }
  | { reason: 'state'; status: string };

export function refusalOf<M extends AnyStateMachine>(
  machine: M,
  status: StatusOf<M>,
  event: EventOf<M>,
): Refusal | null {
  if (nextStatus(machine, status, event) !== null) return null;
  const transitions = cachedTransitions(machine).filter((t) => t.event === event.type);
  const own = transitions.find((t) => t.from === status && t.guard);
  if (own?.guard) return { reason: 'guard', guard: own.guard };
  if (transitions.some((t) => t.to === status && t.from !== status)) return { reason: 'already', status };
  return { reason: 'state', status };
}

/** An action a screen offers on an item, with the machine's answer for the item's status. */
export interface ActionState<M extends AnyStateMachine> {
  type: EventTypeOf<M>;
  /** Where the event takes the item; null when the machine refuses it. */
  next: StatusOf<M> | null;
  /** Why the machine refuses it; null when it accepts it. */
  refusal: Refusal | null;
  /**
   * The tone of the status the event leads to, from this status or, when refused here, from the
   * status the machine's table takes it from (a refused Suspend still reads as an error action).
   */
  tone: StatusTone;
}

/**
 * The tone of the status an event leads to, read from the machine's table (the first transition
 * of that event): how its button reads, whichever item it is offered on.
 */
export function eventTone<M extends AnyStateMachine>(machine: M, type: EventTypeOf<M>): StatusTone {
  const to = cachedTransitions(machine).find((t) => t.event === type)?.to;
  return to === undefined ? 'default' : statusTone(machine, to as StatusOf<M>);
}

const actionStateCache = new WeakMap<AnyStateMachine, Map<string, ActionState<AnyStateMachine>[]>>();

/**
 * Every action a screen offers on an entity type (`actions`, in the screen's order), each with the
 * machine's answer for an item in `status`: offered when accepted, shown disabled with the refusal
 * otherwise. For events that carry no data (remembered: a lifecycle table never changes).
 */
export function actionStatesFrom<M extends AnyStateMachine>(
  machine: M,
  actions: readonly EventTypeOf<M>[],
  status: StatusOf<M>,
): ActionState<M>[] {
  const byKey = actionStateCache.get(machine) ?? new Map<string, ActionState<AnyStateMachine>[]>();
  actionStateCache.set(machine, byKey);
  const key = `${status}\u0000${actions.join(',')}`;
  let states = byKey.get(key) as ActionState<M>[] | undefined;
  if (!states) {
    states = actions.map((type) => {
      const event = { type } as EventOf<M>;
      const next = nextStatus(machine, status, event);
      return {
        type,
        next,
        refusal: refusalOf(machine, status, event),
        tone: next === null ? eventTone(machine, type) : statusTone(machine, next),
      };
    });
    byKey.set(key, states as ActionState<AnyStateMachine>[]);
  }
  return states;
}
