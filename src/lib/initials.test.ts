import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Alex Morgan')).toBe('AM');
    expect(initialsOf('  maría  josé  lópez ')).toBe('ML');
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf('Émile Zola')).toBe('ÉZ');
    expect(initialsOf('Mary Ann van Dyke')).toBe('MD');
    expect(initialsOf('   ')).toBe('');
  });
});
