import { ENTITY_TABLES } from '../history/entityTables';
import { changedRecords, type AnyRecord, type Table } from '../recordChanges';

/**
 * How a domain's state is laid out in the database: each record of its entity tables is one entry
 * of the domain's object store, and the rest (the tables' `ids` order, fields such as `drivers` or
 * `brokers`; for a domain without tables, the whole state) is the domain's frame, one entry of the
 * `frames` store. A record's key is its id for a table at the root of the state (`users`), and
 * `[...path, id]` (an array key) for a table inside it (`verification`'s `users` and `companies`).
 */
export type Path = readonly string[];
export type RecordKey = string | string[];

/** The tables of each domain, from the table of tables undo and the audit trail use. */
const TABLES = new Map<string, Path[]>();
for (const { domain, path } of Object.values(ENTITY_TABLES)) {
  TABLES.set(domain, [...(TABLES.get(domain) ?? []), path]);
}
export const tablesOf = (domain: string): Path[] => TABLES.get(domain) ?? [];

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The entity table at `path` in `state`, if there is one. */
export const tableAt = (state: unknown, path: Path): Table | undefined => {
  let node = state;
  for (const step of path) node = isNode(node) ? node[step] : undefined;
  return isNode(node) && isNode(node.entities) && Array.isArray(node.ids)
    ? (node as unknown as Table)
    : undefined;
};

const keyOf = (path: Path, id: string): RecordKey => (path.length === 0 ? id : [...path, id]);

const below = (paths: Path[], key: string): Path[] =>
  paths.filter((path) => path[0] === key).map((path) => path.slice(1));

/** The state without its records (what the `frames` store keeps). */
export function frameOf(state: unknown, paths: Path[]): unknown {
  if (!isNode(state) || paths.length === 0) return state;
  if (paths.some((path) => path.length === 0)) {
    const { entities: _records, ...rest } = state;
    return rest;
  }
  return Object.fromEntries(
    Object.entries(state).map(([key, value]) => [key, frameOf(value, below(paths, key))]),
  );
}

/** True when two states have the same frame, compared by reference (Immer keeps what is untouched). */
export function sameFrame(a: unknown, b: unknown, paths: Path[]): boolean {
  if (a === b) return true;
  if (!isNode(a) || !isNode(b) || paths.length === 0) return false;
  const isTable = paths.some((path) => path.length === 0);
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (isTable && key === 'entities') continue;
    const sub = below(paths, key);
    if (sub.length > 0 ? !sameFrame(a[key], b[key], sub) : a[key] !== b[key]) return false;
  }
  return true;
}

/** Every record of a state, with its key. */
export function recordsOf(state: unknown, paths: Path[]): [RecordKey, AnyRecord][] {
  return paths.flatMap((path) => {
    const table = tableAt(state, path);
    if (!table) return [];
    return table.ids.flatMap((id) => {
      const record = table.entities[id];
      return record ? [[keyOf(path, id), record] as [RecordKey, AnyRecord]] : [];
    });
  });
}

/** A run of a table's records in the store's key order: their keys, first to last. */
export interface KeyRun {
  readonly keys: readonly RecordKey[];
  readonly first: RecordKey;
  readonly last: RecordKey;
}

/** `ids` in the store's key order (strings by UTF-16 code unit, as Array#sort): as they are when sorted. */
function inKeyOrder(ids: readonly string[]): readonly string[] {
  for (let i = 1; i < ids.length; i++) if (!(ids[i - 1]! < ids[i]!)) return [...ids].sort();
  return ids;
}

/**
 * The keys of a domain's records as its frame names them (each table's `ids`), in runs of at most
 * `size` keys, each run within one table and in the store's key order; null when a table's ids are
 * not a list of strings. A read asks for its batches by these, not by the store's own keys
 * (`getAllKeys`): Chromium hands each key string over through a cache held by weak handles, and
 * with 100,000 records a domain the first major garbage collection after the load then spent 20
 * to 58 ms of its pause on 300,000 of them (docs/performance.md).
 */
export function keyRunsOf(frame: unknown, paths: Path[], size: number): KeyRun[] | null {
  const runs: KeyRun[] = [];
  for (const path of paths) {
    let node = frame;
    for (const step of path) node = isNode(node) ? node[step] : undefined;
    const ids: unknown = isNode(node) ? node.ids : undefined;
    if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) return null;
    const sorted = inKeyOrder(ids as string[]);
    for (let first = 0; first < sorted.length; first += size) {
      const keys = sorted.slice(first, first + size).map((id) => keyOf(path, id));
      runs.push({ keys, first: keys[0]!, last: keys[keys.length - 1]! });
    }
  }
  return runs;
}

/** Where a table's records are kept while a state is put together: the table's path joined by "/". */
export const tableKey = (path: Path): string => path.join('/');

/** Records by table (`tableKey`), each table's records by id. */
function byTable(paths: Path[], entries: [RecordKey, unknown][]): Map<string, Record<string, unknown>> {
  const tables = new Map<string, Record<string, unknown>>(paths.map((path) => [tableKey(path), {}]));
  const root = tables.get('');
  for (const [key, record] of entries) {
    if (typeof key === 'string') {
      if (root) root[key] = record;
      continue;
    }
    const entities = tables.get(key.slice(0, -1).join('/'));
    if (entities) entities[key[key.length - 1]!] = record;
  }
  return tables;
}

/** `frame` with each of its tables (at `paths`) made by `table` from the table's frame and records. */
export function fillTables(
  frame: unknown,
  paths: Path[],
  tables: ReadonlyMap<string, Record<string, unknown>>,
  table: (node: Node, records: Record<string, unknown>) => Node = (node, entities) => ({ ...node, entities }),
): unknown {
  if (paths.length === 0) return frame;
  const fill = (node: unknown, rest: Path[], prefix: string[]): unknown => {
    if (!isNode(node)) return node;
    if (rest.some((path) => path.length === 0)) return table(node, tables.get(tableKey(prefix)) ?? {});
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => {
        const sub = below(rest, key);
        return [key, sub.length > 0 ? fill(value, sub, [...prefix, key]) : value];
      }),
    );
  };
  return fill(frame, paths, []);
}

/** A state from its frame and its records (read back in any order: the frame's `ids` give the order). */
export const joinState = (frame: unknown, paths: Path[], entries: [RecordKey, unknown][]): unknown =>
  fillTables(frame, paths, byTable(paths, entries));

/**
 * The frame with `entries` as its only records (each table's `ids` are theirs): a slice of a domain
 * that the domain's check and migrations can take as if it were the whole (src/store/domain.ts).
 */
export const withRecords = (frame: unknown, paths: Path[], entries: [RecordKey, unknown][]): unknown =>
  fillTables(frame, paths, byTable(paths, entries), (node, entities) => ({
    ...node,
    ids: Object.keys(entities),
    entities,
  }));

/** Freezes plain data (objects, arrays and what they hold) as Immer's deep freeze does, skipping what is frozen. */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  if (Array.isArray(value)) for (let i = 0; i < value.length; i++) deepFreeze(value[i]);
  else for (const key in value) deepFreeze(value[key]);
  return value;
}

/**
 * Freezes a state whose records are frozen already: its frame deeply, and each table's records
 * object without walking its (100,000) records again.
 */
export function freezeState(state: unknown, paths: Path[]): unknown {
  if (!isNode(state) || paths.length === 0) return deepFreeze(state);
  const isTable = paths.some((path) => path.length === 0);
  for (const key of Object.keys(state)) {
    const sub = below(paths, key);
    if (isTable && key === 'entities') Object.freeze(state[key]);
    else if (sub.length > 0) freezeState(state[key], sub);
    else deepFreeze(state[key]);
  }
  return Object.freeze(state);
}

/** What a save of one domain writes: the records changed or added, the keys removed, and the frame if it changed. */
export interface DomainDelta {
  puts: [RecordKey, AnyRecord][];
  deletes: RecordKey[];
  frame?: unknown;
}

/** The delta between two states of a domain: only the records `changedRecords` names. */
export function deltaOf(before: unknown, after: unknown, paths: Path[]): DomainDelta {
  const delta: DomainDelta = { puts: [], deletes: [] };
  for (const path of paths) {
    for (const change of changedRecords(tableAt(before, path), tableAt(after, path))) {
      if (change.after) delta.puts.push([keyOf(path, change.id), change.after]);
      else delta.deletes.push(keyOf(path, change.id));
    }
  }
  if (!sameFrame(before, after, paths)) delta.frame = frameOf(after, paths);
  return delta;
}
