import { createSelector } from '@reduxjs/toolkit';
import { selectAllCompanies } from '@/features/companies/companiesSlice';
import { selectAllJobs } from '@/features/jobs/jobsSlice';
import { selectUsers } from '@/features/users/usersSlice';
import { matchesSearch } from '@/lib/search';
import { adminPath, type AdminPage, type AreaRole } from '../paths';
import { MAIN_NAV, PROFILE_NAV } from '../layouts/navigation';

/** At most this many results of each kind. */
export const PALETTE_LIMIT = 8;

export const PALETTE_KINDS = ['screens', 'users', 'companies', 'jobs'] as const;
export type PaletteKind = (typeof PALETTE_KINDS)[number];

/** One thing the palette can open. */
export interface PaletteEntry {
  kind: PaletteKind;
  /** The page (screens) or record id. */
  id: string;
  label: string;
}

export interface PaletteGroup {
  kind: PaletteKind;
  entries: PaletteEntry[];
}

/** Lower case without accents: "Émile" and "emile" match. */
export const fold = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** The sidebar's pages, main then profile, each once: what the palette offers as screens. */
export const PALETTE_SCREENS: readonly { page: AdminPage; label: string }[] = [
  ...MAIN_NAV,
  ...PROFILE_NAV,
].filter((item, index, all) => all.findIndex((other) => other.page === item.page) === index);

interface Indexed extends PaletteEntry {
  folded: string;
}

const indexed = (kind: PaletteKind, id: string, label: string): Indexed => ({
  kind,
  id,
  label,
  folded: fold(label),
});

/** Users by name, companies by name and jobs by title, folded once per change of their slices. */
export const selectPaletteRecords = createSelector(
  [selectUsers, selectAllCompanies, selectAllJobs],
  (users, companies, jobs): Record<'users' | 'companies' | 'jobs', Indexed[]> => ({
    users: users.map((user) => indexed('users', user.id, user.name)),
    companies: companies.map((company) => indexed('companies', company.id, company.name)),
    jobs: jobs.map((job) => indexed('jobs', job.id, job.title)),
  }),
);

export type PaletteRecords = ReturnType<typeof selectPaletteRecords>;

/** Matches of `needle`, those whose name or a word of it starts with it first, capped. */
function best(entries: readonly Indexed[], needle: string): PaletteEntry[] {
  const starts: PaletteEntry[] = [];
  const inside: PaletteEntry[] = [];
  for (const entry of entries) {
    if (!matchesSearch(needle, [entry.folded])) continue;
    const atWord = entry.folded.startsWith(needle) || entry.folded.includes(` ${needle}`);
    (atWord ? starts : inside).push({ kind: entry.kind, id: entry.id, label: entry.label });
    if (starts.length >= PALETTE_LIMIT) break;
  }
  return [...starts, ...inside].slice(0, PALETTE_LIMIT);
}

/**
 * The palette's results for `query` (case- and accent-insensitive), grouped by kind; empty groups
 * are left out. An empty query lists every screen and no records. `screenLabel` translates a
 * screen's catalogue key.
 */
export function searchPalette(
  records: PaletteRecords,
  query: string,
  screenLabel: (key: string) => string,
): PaletteGroup[] {
  const needle = fold(query.trim());
  const screens = PALETTE_SCREENS.map((screen) => indexed('screens', screen.page, screenLabel(screen.label)));
  if (!needle)
    return [{ kind: 'screens', entries: screens.map(({ kind, id, label }) => ({ kind, id, label })) }];
  const groups: PaletteGroup[] = [
    { kind: 'screens', entries: best(screens, needle) },
    { kind: 'users', entries: best(records.users, needle) },
    { kind: 'companies', entries: best(records.companies, needle) },
    { kind: 'jobs', entries: best(records.jobs, needle) },
  ];
  return groups.filter((group) => group.entries.length > 0);
}

/** Where an entry leads in the area of `role`. */
export function paletteTarget(role: AreaRole, entry: PaletteEntry): string {
  switch (entry.kind) {
    case 'screens':
      return adminPath(role, entry.id as AdminPage);
    case 'users':
      return adminPath(role, 'userDetail', { id: entry.id });
    case 'companies':
      return adminPath(role, 'companyDetail', { id: entry.id });
    case 'jobs':
      return adminPath(role, 'jobDetail', { id: entry.id });
  }
}
