import { holdEarlyClicks } from './app/earlyClicks';
import { holdEarlySubmits } from './app/earlySubmits';
import { whenPageCommitted } from './components/hydration';
import { inTasks } from './lib/inTasks';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const root = container;

// A form submitted before the app owns it is submitted again once it does (earlySubmits.ts), and a
// tap on the menu button made again (earlyClicks.ts). A timer after the page's commit: by then its
// fields have taken what was typed into them (components/form/useEarlyInput.ts, a microtask after
// that commit), so the form sends what the visitor typed.
const releaseSubmits = holdEarlySubmits();
const releaseClicks = holdEarlyClicks();
whenPageCommitted(() =>
  setTimeout(() => {
    releaseSubmits();
    releaseClicks();
  }, 0),
);

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
