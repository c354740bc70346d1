import { BASE_DOMAIN_VERSION, domainVersion, migrateDomain } from './migrations';

const jobs = (...entities: Record<string, unknown>[]) => ({
  ids: entities.map((job) => job.id),
  entities: Object.fromEntries(entities.map((job) => [job.id, job])),
  brokers: [],
});

describe('domain migrations', () => {
  it('give each domain its own version: jobs moved to 2 (postedBy), the others are at the base', () => {
    expect(domainVersion('jobs')).toBe(2);
    expect(domainVersion('users')).toBe(BASE_DOMAIN_VERSION);
    expect(domainVersion('unknown')).toBe(BASE_DOMAIN_VERSION);
  });

  it('jobs saved before postedBy existed get postedBy: null, and a job that has one keeps it', () => {
    const saved = jobs({ id: 'JOB-1', title: 'Old' }, { id: 'JOB-2', postedBy: 'USR-001' });
    expect(migrateDomain('jobs', saved, 1)).toEqual({
      ok: true,
      migrated: true,
      state: jobs({ id: 'JOB-1', title: 'Old', postedBy: null }, { id: 'JOB-2', postedBy: 'USR-001' }),
    });
  });

  it('leave state at the current version as it is', () => {
    const saved = jobs({ id: 'JOB-1' });
    const result = migrateDomain('jobs', saved, 2);
    expect(result).toEqual({ ok: true, migrated: false, state: saved });
    expect(result.ok && result.state).toBe(saved);
  });

  it.each([
    ['a newer version', 3],
    ['a version before the base', 0],
    ['no version', undefined],
    ['a version that is not a whole number', '1'],
  ])('refuse %s rather than guess', (_, version) => {
    expect(migrateDomain('jobs', jobs(), version)).toEqual({ ok: false });
  });

  it('pass anything that is not an entity state through, for the domain check to refuse', () => {
    expect(migrateDomain('jobs', null, 1)).toEqual({ ok: true, migrated: true, state: null });
  });
});
