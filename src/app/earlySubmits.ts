/**
 * Holds back the submits of a prerendered page's forms until the app has rendered the page. The
 * start-up now runs in short tasks (issue 22), so a tap reaches the page between them, when its
 * forms are still plain HTML: a submit then would reload the page with the fields in the address,
 * and the tap would be lost. It is held instead, and made again once the app owns the form: on the
 * same form (hydrated, it is the same element) or on the form in the same place (rendered afresh).
 * Returns the release, which ends the hold and submits the held form, if any.
 */
export function holdEarlySubmits(doc: Document = document): () => void {
  let held: { form: number; submitter: number } | null = null;
  const hold = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const submitter = (event as SubmitEvent).submitter ?? null;
    held = {
      form: Array.from(doc.forms).indexOf(form),
      submitter: submitter ? Array.from(form.elements).indexOf(submitter) : -1,
    };
  };
  doc.addEventListener('submit', hold, true);
  return () => {
    doc.removeEventListener('submit', hold, true);
    if (!held) return;
    const form = doc.forms.item(held.form);
    if (!form) return;
    const submitter = held.submitter >= 0 ? form.elements.item(held.submitter) : null;
    const isSubmitButton =
      (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) &&
      submitter.type === 'submit';
    form.requestSubmit(isSubmitButton ? submitter : undefined);
  };
}
