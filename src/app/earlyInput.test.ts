import { EARLY_CLICK_ATTRIBUTE } from '@/lib/earlyInputHold';
import { releaseEarlyInput } from './earlyInput';
import { startupScript } from './startupScript';

const PAGE = `<button>Theme</button><button ${EARLY_CLICK_ATTRIBUTE}><svg></svg></button>
<form id="search"><button>Search</button></form>
<form><input name="email" /><button name="other" type="button">Show</button><button type="submit">Sign in</button></form>`;

/** The page's <head>: the inline start-up script, run from its text as the browser runs it. */
const runHeadScript = () => new Function(startupScript().script)();

/** The app's page: rendered afresh (new elements in the same places), its handlers writing to `log`. */
function renderApp(log: string[]): void {
  document.body.innerHTML = PAGE;
  document.querySelector(`[${EARLY_CLICK_ATTRIBUTE}]`)!.addEventListener('click', () => log.push('menu'));
  for (const form of Array.from(document.forms))
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      log.push(`submit ${form.id || 'sign-in'} by ${event.submitter?.textContent ?? 'Enter'}`);
    });
}

afterEach(() => {
  window.earlyInputHold?.stop();
  delete window.earlyInputHold;
  document.body.replaceChildren();
  document.documentElement.removeAttribute('data-render');
});

describe('the hold on input made before the app owns the page', () => {
  it('holds from the <head> on, and the app makes each held input again once, in order', () => {
    runHeadScript();
    document.body.innerHTML = PAGE; // the prerendered page is parsed after the <head>
    const reached: string[] = [];
    document.body.addEventListener('click', (event) => reached.push((event.target as Element).tagName));
    document.body.addEventListener('submit', () => reached.push('submit'));

    const menu = document.querySelector(`[${EARLY_CLICK_ATTRIBUTE}]`)!;
    menu.querySelector('svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true })); // its icon tapped
    const signIn = document.querySelector<HTMLButtonElement>('button[type=submit]')!;
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: signIn });
    document.forms[1]!.dispatchEvent(submit);
    menu.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(submit.defaultPrevented).toBe(true); // no native GET with the password in the address
    expect(reached).toEqual([]); // nothing reached the page

    const log: string[] = [];
    renderApp(log);
    releaseEarlyInput();
    expect(log).toEqual(['menu', 'submit sign-in by Sign in', 'menu']);

    // Released once: a second release makes nothing again, and later input is the app's alone.
    releaseEarlyInput();
    document.querySelector<HTMLElement>(`[${EARLY_CLICK_ATTRIBUTE}]`)!.click();
    expect(log).toEqual(['menu', 'submit sign-in by Sign in', 'menu', 'menu']);
  });

  it('makes only the last of several held submits, by its button or by Enter, and no unmarked click', () => {
    runHeadScript();
    document.body.innerHTML = PAGE;
    const [search, signIn] = Array.from(document.forms);
    search!.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    signIn!.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true })); // Enter in a field
    document.querySelector('button')!.click(); // not marked: the app's once it owns the page

    const log: string[] = [];
    renderApp(log);
    releaseEarlyInput();
    expect(log).toEqual(['submit sign-in by Enter']);
  });
});
