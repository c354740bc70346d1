/**
 * The hold on input made before the app owns the page (docs/decisions.md, issue 22). A prerendered
 * page is plain HTML until the app has hydrated it: a submit then would send the form natively (a
 * GET with the fields, the password too, in the address) and a tap on the landing's menu button
 * would do nothing. The page's inline start-up script starts this hold in <head>, before any of the
 * page is parsed (src/app/startupScript.ts); the app ends it and makes again what it held once it
 * owns the page (src/app/earlyInput.ts). One hold for the whole start-up, so nothing falls between
 * two: the entry script does not start a hold of its own, it takes this one over.
 */

/**
 * Marks an element whose clicks made before the app owns the page are held and made again once it
 * does: a plain button answers nothing until then.
 */
export const EARLY_CLICK_ATTRIBUTE = 'data-early-click';

/**
 * What was held, by place, not by element: a page rendered afresh (not hydrated) has new elements,
 * in the same places. `form` is the form's index in document.forms, `submitter` the button's in the
 * form's elements (-1: none, Enter in a field); `element` is the index among the marked elements.
 */
export type HeldInput =
  { type: 'submit'; form: number; submitter: number } | { type: 'click'; element: number };

export interface EarlyInputHold {
  /** In the order it happened. */
  held: HeldInput[];
  /** Removes the hold's listeners: what happens next is the app's. */
  stop(): void;
}

declare global {
  interface Window {
    /** Set by holdEarlyInput (the page's <head>), taken and removed by releaseEarlyInput (the app). */
    earlyInputHold?: EarlyInputHold;
  }
}

/**
 * Starts the hold: every submit, and every click on an element matching `clickSelector`, is
 * prevented and recorded on `window.earlyInputHold`. Listens on the document, capturing, so it is
 * in place before the forms exist and runs before any handler React attaches below it.
 * Self-contained: the start-up script carries its source text, so it may use nothing but its
 * argument (and the browser's globals).
 */
export function holdEarlyInput(clickSelector: string): void {
  const held: HeldInput[] = [];
  const hold = (event: Event) => {
    const target = event.target;
    let input: HeldInput;
    if (event.type === 'submit') {
      if (!(target instanceof HTMLFormElement)) return;
      const submitter = (event as SubmitEvent).submitter;
      input = {
        type: 'submit',
        form: Array.from(document.forms).indexOf(target),
        submitter: submitter ? Array.from(target.elements).indexOf(submitter) : -1,
      };
    } else {
      const marked = target instanceof Element ? target.closest(clickSelector) : null;
      if (!marked) return;
      input = {
        type: 'click',
        element: Array.from(document.querySelectorAll(clickSelector)).indexOf(marked),
      };
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(input);
  };
  document.addEventListener('submit', hold, true);
  document.addEventListener('click', hold, true);
  window.earlyInputHold = {
    held,
    stop() {
      document.removeEventListener('submit', hold, true);
      document.removeEventListener('click', hold, true);
    },
  };
}
