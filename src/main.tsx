import { releaseEarlyInput } from './app/earlyInput';
import { whenPageCommitted } from './components/hydration';
import { EARLY_CLICK_ATTRIBUTE, holdEarlyInput } from './lib/earlyInputHold';
import { inTasks } from './lib/inTasks';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const root = container;

// Submits and taps on the menu button made before the app owns the page are held from the page's
// <head> on (lib/earlyInputHold.ts); the hold is this app's from here, and started here only if the
// start-up script did not run. Released by a timer after the page's commit: by then its fields have
// taken what was typed into them (components/form/useEarlyInput.ts, a microtask after that commit),
// so the form sends what the visitor typed (app/earlyInput.ts).
if (!window.earlyInputHold) holdEarlyInput(`[${EARLY_CLICK_ATTRIBUTE}]`);
whenPageCommitted(() => setTimeout(releaseEarlyInput, 0));

// The modules the start-up needs, evaluated a group at a time, each in its own task (lib/inTasks.ts).
// "eager": no chunk of their own, they are in this bundle; the import only evaluates them. Only our
// own modules and react-dom (CommonJS, whole anyway): importing a package's whole namespace would
// keep all its exports in the bundle.
void inTasks([
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  // The theme of the page's direction (the start-up script has set <html dir>), made in its own task.
  () =>
    import(/* webpackMode: "eager" */ './theme').then(({ themeFor }) =>
      themeFor(document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'),
    ),
  () => import(/* webpackMode: "eager" */ './i18n'),
  () => import(/* webpackMode: "eager" */ './app/rootStore'),
  () => import(/* webpackMode: "eager" */ './app/routes'),
  () => import(/* webpackMode: "eager" */ './app/App'),
])
  .then(() => import(/* webpackMode: "eager" */ './app/boot'))
  .then(({ boot }) => boot(root));
