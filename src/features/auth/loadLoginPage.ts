import { inTasks } from '@/lib/inTasks';

/**
 * The sign-in page's module, its parts evaluated in tasks of their own (see loadLandingPage): the
 * public header and card, the form fields, the login machine (XState), then the page.
 */
export async function loadLoginPage() {
  await inTasks([
    () => import(/* webpackMode: "eager" */ './AuthPage'),
    () => import(/* webpackMode: "eager" */ '@/components/form/PasswordField'),
    () => import(/* webpackMode: "eager" */ '@/machines/login.machine'),
  ]);
  return import(/* webpackMode: "eager" */ './LoginPage');
}
