/**
 * The saved format of each admin domain has a version of its own (src/store/idb/domainStore.ts writes it
 * next to the state). When a domain's shape changes, bump its version here and add the step that
 * brings the previous version's state up to it: saved data is then migrated when it is read back,
 * instead of being replaced by the sample data. Steps take and give plain JSON (they run before the
 * domain's own check), so this module imports no feature.
 *
 * A domain read from the database is migrated in slices (src/store/idb/domainStore.ts): its
 * non-record parts once, with no records, and then each batch of records with those parts; the
 * records are taken from the batches and the rest from the first. So a step changes each record on
 * its own (never across records) and the non-record parts whatever records come with them.
 */

/** The version every domain was saved with when versions became per domain. */
export const BASE_DOMAIN_VERSION = 1;

type Step = (state: unknown) => unknown;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Applies `change` to every entity of a saved entity state (`{ ids, entities }`), leaving the rest. */
const eachEntity =
  (change: (entity: Record<string, unknown>) => Record<string, unknown>): Step =>
  (state) => {
    if (!isRecord(state) || !isRecord(state.entities)) return state;
    const entities = Object.fromEntries(
      Object.entries(state.entities).map(([id, entity]) => [id, isRecord(entity) ? change(entity) : entity]),
    );
    return { ...state, entities };
  };

/**
 * `domainMigrations[domain][v]` turns state saved at version v - 1 into version v. A domain absent
 * here is at BASE_DOMAIN_VERSION.
 */
export const domainMigrations: Record<string, Record<number, Step>> = {
  jobs: {
    /** Version 2: jobs record who posted them (My Jobs); jobs saved before that were posted by nobody known. */
    2: eachEntity((job) => ('postedBy' in job ? job : { ...job, postedBy: null })),
  },
};

/** The version `domain` is saved with now. */
export function domainVersion(domain: string): number {
  const steps = Object.keys(domainMigrations[domain] ?? {}).map(Number);
  return Math.max(BASE_DOMAIN_VERSION, ...steps);
}

export type Migrated =
  /** Brought up to the current version (`state` is the input itself when it already was). */
  | { ok: true; state: unknown; migrated: boolean }
  /** From a newer version of the app, or from a version with no way up: not guessed at. */
  | { ok: false };

/** Brings `state`, saved by `domain` at `version`, up to the domain's current version. */
export function migrateDomain(domain: string, state: unknown, version: unknown): Migrated {
  const current = domainVersion(domain);
  if (typeof version !== 'number' || !Number.isInteger(version)) return { ok: false };
  if (version === current) return { ok: true, state, migrated: false };
  if (version < BASE_DOMAIN_VERSION || version > current) return { ok: false };
  let migrated = state;
  for (let step = version + 1; step <= current; step += 1) {
    const migrate = domainMigrations[domain]?.[step];
    if (!migrate) return { ok: false };
    migrated = migrate(migrated);
  }
  return { ok: true, state: migrated, migrated: true };
}
