import {
  EMPTY_NEW_COMPANY,
  toNewCompany,
  validateNewCompany,
  type NewCompanyValues,
} from './validateNewCompany';

const valid: NewCompanyValues = {
  ...EMPTY_NEW_COMPANY,
  name: 'Summit Freight',
  type: 'Freight',
  email: 'ops@summit.example',
  phone: '+1 555 010 2000',
  address: '1 Main St',
};
const check = (change: Partial<NewCompanyValues>) =>
  validateNewCompany({ ...valid, ...change } as NewCompanyValues, false);

describe('validateNewCompany: hostile input (issue 10)', () => {
  it('accepts markup, Arabic and emoji as text and trims on save', () => {
    const values = { ...valid, name: '  <b>x</b> شركة 🚚  ', description: '<script>alert(1)</script>' };
    expect(validateNewCompany(values, false)).toEqual({});
    expect(toNewCompany(values).name).toBe('<b>x</b> شركة 🚚');
  });

  it('wants a letter in the name and each text within its limit', () => {
    expect(check({ name: '!!! 42' })).toEqual({ name: 'validation.nameLetters' });
    expect(
      check({
        name: 'n'.repeat(10_000),
        phone: '5'.repeat(31),
        address: 'a'.repeat(201),
        website: `${'w'.repeat(200)}.com`,
        description: 'd'.repeat(2_001),
      }),
    ).toEqual({
      name: 'validation.tooLong.name',
      phone: 'validation.tooLong.phone',
      address: 'validation.tooLong.line',
      website: 'validation.tooLong.line',
      description: 'validation.tooLong.text',
    });
  });

  it('refuses an employee count too large to be one', () => {
    expect(check({ employees: '9'.repeat(400) })).toEqual({ employees: 'employeesWhole' });
    expect(check({ employees: '250' })).toEqual({});
  });
});
