import { EMPTY_ROLE_FORM, roleInputOf, validateRoleForm } from './roleForm';

const roles = [{ id: 'role-driver', name: 'Driver' }];

describe('validateRoleForm: hostile input (issue 10)', () => {
  it('accepts markup, Arabic and emoji as text and trims on save', () => {
    const values = {
      ...EMPTY_ROLE_FORM,
      name: '  <b>x</b> مشرف 🚚 ',
      description: '<script>alert(1)</script>',
    };
    expect(validateRoleForm(values, roles)).toEqual({});
    expect(roleInputOf('role-x', values).name).toBe('<b>x</b> مشرف 🚚');
  });

  it('keeps name and description within their limits', () => {
    expect(
      validateRoleForm(
        { ...EMPTY_ROLE_FORM, name: 'n'.repeat(10_000), description: 'd'.repeat(2_001) },
        roles,
      ),
    ).toEqual({ name: 'validation.tooLong.name', description: 'validation.tooLong.text' });
  });

  it('still asks for the name and refuses a taken one', () => {
    expect(validateRoleForm({ ...EMPTY_ROLE_FORM, name: ' ' }, roles)).toEqual({ name: 'nameRequired' });
    expect(validateRoleForm({ ...EMPTY_ROLE_FORM, name: ' driver ' }, roles)).toEqual({ name: 'nameTaken' });
  });
});
