import { matchesFilter, matchesSearch } from './search';

describe('matchesSearch', () => {
  it('matches every item on an empty or blank query', () => {
    expect(matchesSearch('', ['a'])).toBe(true);
    expect(matchesSearch('   ', [])).toBe(true);
  });

  it('is a case-insensitive substring match over the given fields only', () => {
    expect(matchesSearch('FREIGHT', ['Summit Freight Co.'])).toBe(true);
    expect(matchesSearch(' mit ', ['Summit'])).toBe(true);
    expect(matchesSearch('coastal', ['Summit Freight Co.', 'contact@summit.com'])).toBe(false);
  });

  it('folds the query once, and follows a new one', () => {
    expect(matchesSearch('ANA', ['Ana Ruiz'])).toBe(true);
    expect(matchesSearch('ANA', ['Bo'])).toBe(false);
    expect(matchesSearch('bo', ['Bo'])).toBe(true);
    expect(matchesSearch('İ', ['i̇lker'])).toBe(true); // Unicode's own lower case of İ
  });

  it('treats missing fields as empty', () => {
    expect(matchesSearch('x', [null, undefined])).toBe(false);
    expect(matchesSearch('x', [undefined, 'xyz'])).toBe(true);
  });
});

describe('matchesFilter', () => {
  it('lets everything through "all", and only the chosen value otherwise', () => {
    expect(matchesFilter('driver', 'all')).toBe(true);
    expect(matchesFilter('driver', 'driver')).toBe(true);
    expect(matchesFilter('broker', 'driver')).toBe(false);
  });
});
