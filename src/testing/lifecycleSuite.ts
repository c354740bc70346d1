import type { AnyStateMachine } from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';
import {
  eventTypesOf,
  nextStatus,
  statusesOf,
  type EventOf,
  type EventTypeOf,
  type StatusOf,
} from '@/machines/lifecycle';

/** A documented transition table, transcribed from the spec: status -> event -> next status. */
export type TransitionTable<M extends AnyStateMachine> = Record<
  StatusOf<M>,
  Partial<Record<EventTypeOf<M>, StatusOf<M>>>
>;

const edge = (from: string, event: string, to: string) => `${from} --${event}--> ${to}`;

/** The table's transitions as "from --EVENT--> to" lines. */
export function tableEdges<M extends AnyStateMachine>(table: TransitionTable<M>): string[] {
  return Object.entries(table)
    .flatMap(([from, row]) =>
      Object.entries(row as Record<string, string>).map(([event, to]) => edge(from, event, to)),
    )
    .sort();
}

/** The machine's whole graph, walked by xstate/graph from every status, as the same lines. */
export function graphEdges<M extends AnyStateMachine>(machine: M, events: readonly EventOf<M>[]): string[] {
  const edges = new Set<string>();
  for (const status of statusesOf(machine)) {
    const fromState = machine.resolveState({ value: status, context: machine.config.context ?? {} });
    const map = getAdjacencyMap(machine, { events, fromState });
    for (const { state, transitions } of Object.values(map)) {
      const steps = Object.values(transitions) as { event: EventOf<M>; state: typeof state }[];
      for (const { event, state: next } of steps) {
        if (state.can(event)) edges.add(edge(String(state.value), event.type, String(next.value)));
      }
    }
  }
  return [...edges].sort();
}

/**
 * The standard test of an entity lifecycle: its statuses are the documented ones, every
 * (status, event) pair reaches the documented target or is refused, and the graph xstate/graph
 * walks equals the documented table. `events` gives one allowed example of each event (with the
 * data a guard needs); guarded refusals are tested beside the machine.
 */
export function describeLifecycle<M extends AnyStateMachine>(
  machine: M,
  documented: TransitionTable<M>,
  events: readonly EventOf<M>[],
): void {
  describe(`${machine.id} lifecycle`, () => {
    it('has exactly the documented statuses, and no event beyond the documented ones', () => {
      expect(statusesOf(machine).sort()).toEqual(Object.keys(documented).sort());
      const documentedEvents = Object.values(documented).flatMap((row) => Object.keys(row as object));
      expect(eventTypesOf(machine).sort()).toEqual([...new Set(documentedEvents)].sort());
    });

    const pairs = statusesOf(machine).flatMap((status) => events.map((event) => [status, event] as const));
    it.each(pairs)('from %s, %o', (status, event) => {
      const expected = documented[status][event.type as EventTypeOf<M>] ?? null;
      expect(nextStatus(machine, status, event)).toBe(expected);
    });

    it('has the documented graph and nothing else', () => {
      expect(graphEdges(machine, events)).toEqual(tableEdges(documented));
    });
  });
}
