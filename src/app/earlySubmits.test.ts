import { holdEarlySubmits } from './earlySubmits';

const FORMS = '<form><input name="email" /><button type="submit">Sign in</button></form>';

describe('holdEarlySubmits', () => {
  afterEach(() => document.body.replaceChildren());

  it('holds a submit made before the app renders the page, and makes it again on the rendered form', () => {
    document.body.innerHTML = `<form id="other"></form>${FORMS}`;
    const release = holdEarlySubmits();
    const button = document.querySelector('button')!;
    const early = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button });
    document.forms[1]!.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true); // no reload with the fields in the address

    // The app renders the page afresh: new elements in the same places, with its own handler.
    document.body.innerHTML = `<form id="other"></form>${FORMS}`;
    const submitted: (HTMLElement | null)[] = [];
    document.forms[1]!.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push(event.submitter);
    });
    release();
    expect(submitted).toEqual([document.querySelector('button')]);

    // Released: later submits are the app's alone, made once.
    document.querySelector('button')!.click();
    expect(submitted).toHaveLength(2);
  });

  it('submits nothing on release when nothing was submitted', () => {
    document.body.innerHTML = FORMS;
    const release = holdEarlySubmits();
    const onSubmit = jest.fn((event: Event) => event.preventDefault());
    document.forms[0]!.addEventListener('submit', onSubmit);
    release();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
