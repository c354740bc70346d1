import { createAction, freeze } from '@reduxjs/toolkit';
import { domainVersion, migrateDomain } from './migrations';

/**
 * Export data and Import data (Account Settings): the whole persisted back office as one JSON file,
 * and such a file loaded back after the same checks as storage (src/store/idb/domainStore.ts readDomain: the
 * domain's version, migrated up if older, then the domain's own check). An import applies all or
 * nothing: one wrong section refuses the whole file and changes nothing.
 *
 * The file: {"format":"freight-backoffice","exportedAt":"<ISO>","domains":{"<key>":{"version":n,"state":...}}}
 * with every domain the store runs. The preferences (theme, language, hidden columns) are not in it:
 * they belong to the browser that reads the back office, not to its data.
 */

export const EXPORT_FORMAT = 'freight-backoffice';

/** What the data tools need to know of a domain: the check its saved state must pass. */
export interface TransferDomain {
  isValid: (state: unknown) => boolean;
}

export type TransferDomains = Record<string, TransferDomain>;

/**
 * Every domain's state replaced by the imported one (src/app/domains.ts: each running reducer
 * returns `states[key]` when present). A domain action like any other, so the tab sync saves it and
 * the other tabs follow.
 */
export const dataImported = createAction<{ states: Record<string, unknown> }>('app/dataImported');

const registered = new WeakMap<object, TransferDomains>();

/** Called by the composition root when the domains join `store`: what Import checks against. */
export function registerDomains(store: object, domains: TransferDomains): void {
  registered.set(store, domains);
}

/** The domains running in `store` (empty before the admin area loaded them). */
export const registeredDomains = (store: object): TransferDomains => registered.get(store) ?? {};

/** The file's text: every domain in `domains`, at its current version. */
export function exportData(
  state: Record<string, unknown>,
  domains: readonly string[],
  exportedAt: Date = new Date(),
): string {
  const saved = Object.fromEntries(
    domains.map((key) => [key, { version: domainVersion(key), state: state[key] }]),
  );
  return JSON.stringify({ format: EXPORT_FORMAT, exportedAt: exportedAt.toISOString(), domains: saved });
}

/** Why a file was refused; `domain` names the section at fault. */
export type ImportRefusal =
  /** Not JSON at all. */
  | { reason: 'notJson' }
  /** JSON, but not a back-office export (no or another `format`). */
  | { reason: 'foreign' }
  /** A back-office export whose `domains` is not a set of sections. */
  | { reason: 'shape' }
  /** A section this back office does not have. */
  | { reason: 'unknownSection'; domain: string }
  /** A section the file lacks. */
  | { reason: 'missingSection'; domain: string }
  /** A section saved by a newer version of the app (or an unknown version): not guessed at. */
  | { reason: 'version'; domain: string }
  /** A section that fails its domain's check (a status its machine does not have, a missing field...). */
  | { reason: 'invalid'; domain: string };

export type ParsedImport =
  { ok: true; states: Record<string, unknown>; migrated: string[] } | { ok: false; refusal: ImportRefusal };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const passes = (isValid: (state: unknown) => boolean, state: unknown): boolean => {
  try {
    return isValid(state);
  } catch {
    return false;
  }
};

const refuse = (refusal: ImportRefusal): ParsedImport => ({ ok: false, refusal });

/** Reads an exported file back: every section checked, or the first reason to refuse it. */
export function parseImport(text: string, domains: TransferDomains): ParsedImport {
  let file: unknown;
  try {
    file = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return refuse({ reason: 'notJson' });
  }
  if (!isRecord(file) || file.format !== EXPORT_FORMAT) return refuse({ reason: 'foreign' });
  if (!isRecord(file.domains)) return refuse({ reason: 'shape' });
  const sections = file.domains;
  const unknown = Object.keys(sections).find((key) => !Object.hasOwn(domains, key));
  if (unknown !== undefined) return refuse({ reason: 'unknownSection', domain: unknown });

  const states: Record<string, unknown> = {};
  const migrated: string[] = [];
  for (const [key, { isValid }] of Object.entries(domains)) {
    const section = sections[key];
    if (section === undefined) return refuse({ reason: 'missingSection', domain: key });
    if (!isRecord(section) || !('state' in section)) return refuse({ reason: 'invalid', domain: key });
    const result = migrateDomain(key, section.state, section.version);
    if (!result.ok) return refuse({ reason: 'version', domain: key });
    if (!passes(isValid, result.state)) return refuse({ reason: 'invalid', domain: key });
    // Frozen, as the store's own state is (and as storage hands it back).
    states[key] = freeze(result.state, true);
    if (result.migrated) migrated.push(key);
  }
  return { ok: true, states, migrated };
}
