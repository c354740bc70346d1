import {
  getNextTransitions,
  transition,
  type AnyStateMachine,
  type EventFromLogic,
  type StateValueFrom,
} from 'xstate';

/**
 * The one helper every reducer and screen uses to ask an entity-lifecycle machine about a status.
 * An entity lifecycle is a flat machine whose states are the spec's status strings; Redux stores
 * only the status, so each question starts from `machine.resolveState({ value: status })`. Only
 * XState's public API is used: `resolveState`, `snapshot.can`, `transition`, `getNextTransitions`,
 * `snapshot.hasTag` and `snapshot.getMeta`.
 */

/** The statuses of a lifecycle machine: its state names, derived from the machine itself. */
export type StatusOf<M extends AnyStateMachine> = Extract<StateValueFrom<M>, string>;
export type EventOf<M extends AnyStateMachine> = EventFromLogic<M>;
export type EventTypeOf<M extends AnyStateMachine> = EventOf<M>['type'];

/** How a status reads at a glance: the colour of its badge. */
export type StatusTone = 'success' | 'warning' | 'error' | 'info' | 'default';

/**
 * What a lifecycle machine says about each status in its state's `meta` (`setup({ types: { meta } })`):
 * `tone`, the colour of the status's badge (neutral without one). Which statuses read as good or bad
 * is the machine's knowledge, never a screen's.
 */
export interface LifecycleMeta {
  tone?: Exclude<StatusTone, 'default'>;
}

/**
 * Lifecycle machines are pure tables, so an answer never changes: each helper keeps its answers
 * per machine and question, worked out once. The one cache style of this file.
 */
function rememberedPerMachine<V>() {
  const cache = new WeakMap<AnyStateMachine, Map<string, V>>();
  return (machine: AnyStateMachine, key: string, work: () => V): V => {
    let answers = cache.get(machine);
    if (!answers) {
      answers = new Map();
      cache.set(machine, answers);
    }
    if (!answers.has(key)) answers.set(key, work());
    return answers.get(key) as V;
  };
}

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

const nextStatusAnswers = rememberedPerMachine<string | null>();

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
  const key = `${status}\u0000${JSON.stringify(event)}`;
  return nextStatusAnswers(machine, key, () => {
    const snapshot = snapshotAt(machine, status);
    if (!snapshot.can(event)) return null;
    const [next] = transition(machine as AnyStateMachine, snapshot, event);
    return next.value as string;
  }) as StatusOf<M> | null;
}

export function canSend<M extends AnyStateMachine>(
  machine: M,
  status: StatusOf<M>,
  event: EventOf<M>,
): boolean {
  return nextStatus(machine, status, event) !== null;
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

/** An event someone sends: not an eventless (`always`) or delayed (`after`) transition. */
const isSentEvent = (eventType: string) => eventType !== '' && !eventType.startsWith('xstate.');

const transitionLists = rememberedPerMachine<readonly LifecycleTransition[]>();

/**
 * Every transition the machine declares, status by status (guards not evaluated): XState's
 * `getNextTransitions` from each status. For diagrams, audit events and the actions a status offers.
 */
export function transitionsOf(machine: AnyStateMachine): readonly LifecycleTransition[] {
  return transitionLists(machine, '', () =>
    statusesOf(machine).flatMap((from) =>
      getNextTransitions(snapshotAt(machine, from))
        .filter((declared) => isSentEvent(declared.eventType))
        .flatMap((declared) =>
          (declared.target ?? [declared.source]).map((target) => {
            const guard = guardName(declared.guard);
            return { from, event: declared.eventType, to: target.key, ...(guard ? { guard } : {}) };
          }),
        ),
    ),
  );
}

/**
 * The event types a screen may offer for an item in this status (guards are not evaluated here,
 * since they need the event's data: a screen still asks `nextStatus` with the full event).
 */
export function eventTypesFrom<M extends AnyStateMachine>(machine: M, status: StatusOf<M>): EventTypeOf<M>[] {
  if (!isStatusOf(machine, status)) return [];
  const events = transitionsOf(machine)
    .filter((declared) => declared.from === status)
    .map((declared) => declared.event);
  return [...new Set(events)] as EventTypeOf<M>[];
}

/** True when the machine tags this status with `tag` (for example "verified", "open"). */
export function statusHasTag<M extends AnyStateMachine>(
  machine: M,
  status: StatusOf<M>,
  tag: string,
): boolean {
  return isStatusOf(machine, status) && snapshotAt(machine, status).hasTag(tag);
}

const tones = rememberedPerMachine<StatusTone>();

/** The tone a machine gives a status, by its state's `meta.tone` ('default' without one). */
export function statusTone<M extends AnyStateMachine>(machine: M, status: StatusOf<M>): StatusTone {
  if (!isStatusOf(machine, status)) return 'default';
  return tones(machine, status, () => {
    const metas = Object.values(snapshotAt(machine, status).getMeta()) as (LifecycleMeta | undefined)[];
    return metas.find((meta) => meta?.tone)?.tone ?? 'default';
  });
}

/**
 * The event types whose transition takes an item from `from` to `to` (guards not evaluated): how
 * the audit trail names a change whose action did not say which event caused it.
 */
export function eventsBetween(machine: AnyStateMachine, from: string, to: string): string[] {
  return transitionsOf(machine)
    .filter((declared) => declared.from === from && declared.to === to)
    .map((declared) => declared.event);
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
  const transitions = transitionsOf(machine).filter((t) => t.event === event.type);
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
  const to = transitionsOf(machine).find((t) => t.event === type)?.to;
  return to === undefined ? 'default' : statusTone(machine, to as StatusOf<M>);
}

const actionStateLists = rememberedPerMachine<ActionState<AnyStateMachine>[]>();

/**
 * Every action a screen offers on an entity type (`actions`, in the screen's order), each with the
 * machine's answer for an item in `status`: offered when accepted, shown disabled with the refusal
 * otherwise. For events that carry no data.
 */
export function actionStatesFrom<M extends AnyStateMachine>(
  machine: M,
  actions: readonly EventTypeOf<M>[],
  status: StatusOf<M>,
): ActionState<M>[] {
  const key = `${status}\u0000${actions.join(',')}`;
  return actionStateLists(machine, key, () =>
    actions.map((type) => {
      const event = { type } as EventOf<M>;
      const next = nextStatus(machine, status, event);
      return {
        type,
        next,
        refusal: refusalOf(machine, status, event),
        tone: next === null ? eventTone(machine, type) : statusTone(machine, next),
      };
    }),
  ) as ActionState<M>[];
}
