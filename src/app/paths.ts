import { ADMIN_PAGES, type AdminPage, type AreaRole } from './areaPages';

export { PUBLIC_PATHS } from '@/lib/publicPaths';
export { ADMIN_PAGES, AREA_ROLES, isAreaRole, type AdminPage, type AreaRole } from './areaPages';

/** An absolute admin-area path: adminPath('admin', 'users') is '/admin/users'. */
export const adminPath = (role: AreaRole, page: AdminPage, params: Record<string, string> = {}): string => {
  const relative = ADMIN_PAGES[page].replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  return relative ? `/${role}/${relative}` : `/${role}`;
};

/** True under any admin path with a profile segment, where the profile sidebar shows. */
export const isProfilePath = (pathname: string): boolean => pathname.split('/').slice(2).includes('profile');
