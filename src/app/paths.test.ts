import { adminPath, isAreaRole, isProfilePath } from './paths';

describe('paths', () => {
  it('builds admin paths under any role', () => {
    expect(adminPath('admin', 'dashboard')).toBe('/admin');
    expect(adminPath('driver', 'users')).toBe('/driver/users');
    expect(adminPath('admin', 'userDetail', { id: 'USR 1' })).toBe('/admin/users/USR%201');
  });

  it('knows the five roles and nothing else', () => {
    expect(['admin', 'driver', 'broker', 'shipper', 'carrier'].every(isAreaRole)).toBe(true);
    expect(isAreaRole('pilot')).toBe(false);
    expect(isAreaRole(undefined)).toBe(false);
  });

  it('finds a profile segment after the role', () => {
    expect(isProfilePath('/admin/profile')).toBe(true);
    expect(isProfilePath('/broker/profile/security')).toBe(true);
    expect(isProfilePath('/admin/users')).toBe(false);
    expect(isProfilePath('/profile')).toBe(false);
  });
});
