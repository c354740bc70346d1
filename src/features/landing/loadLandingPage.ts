import { inTasks } from '@/lib/inTasks';

/**
 * The landing page's module, with its sections evaluated a few at a time, each group in a task of
 * its own (issue 22): the page's code arrives in one chunk, and evaluating it all at once (MUI's
 * components, then every section) was one of the start-up's long tasks. "eager": the parts stay in
 * the page's chunk; the import only evaluates them.
 */
export async function loadLandingPage() {
  await inTasks([
    () => import(/* webpackMode: "eager" */ '@/components/public/PublicHeader'),
    () => import(/* webpackMode: "eager" */ './HeroSection'),
    () => import(/* webpackMode: "eager" */ './ServicesSection'),
    () => import(/* webpackMode: "eager" */ './MobileAppSection'),
    () => import(/* webpackMode: "eager" */ './DashboardPreview'),
    () => import(/* webpackMode: "eager" */ './FeaturesSection'),
    () => import(/* webpackMode: "eager" */ './ContactSection'),
  ]);
  return import(/* webpackMode: "eager" */ './LandingPage');
}
