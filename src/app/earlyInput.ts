import { EARLY_CLICK_ATTRIBUTE, type HeldInput } from '@/lib/earlyInputHold';

/** Submits the form in a held submit's place, by the same button (a handler may read which). */
function submitAgain(doc: Document, { form, submitter }: Extract<HeldInput, { type: 'submit' }>): void {
  const element = doc.forms.item(form);
  if (!element) return;
  const button = submitter >= 0 ? element.elements.item(submitter) : null;
  const isSubmitButton =
    (button instanceof HTMLButtonElement || button instanceof HTMLInputElement) && button.type === 'submit';
  element.requestSubmit(isSubmitButton ? button : undefined);
}

/**
 * Ends the hold the page's <head> started (lib/earlyInputHold.ts) and makes again what it held,
 * once, in the order it happened: the last submit (a second press before the app answered is the
 * same press again) on the form in the same place (hydrated, it is the
 * same element; rendered afresh, the new one), so it sends what the fields now hold
 * (components/form/useEarlyInput.ts), and each tap on the marked element in the same place (two
 * taps on a toggle leave it as two taps would). Does nothing when there is no hold (released).
 */
export function releaseEarlyInput(): void {
  const hold = window.earlyInputHold;
  if (!hold) return;
  delete window.earlyInputHold;
  hold.stop();
  const marked = Array.from(document.querySelectorAll<HTMLElement>(`[${EARLY_CLICK_ATTRIBUTE}]`));
  const lastSubmit = hold.held.map((input) => input.type).lastIndexOf('submit');
  hold.held.forEach((input, index) => {
    if (input.type === 'click') marked[input.element]?.click();
    else if (index === lastSubmit) submitAgain(document, input);
  });
}
