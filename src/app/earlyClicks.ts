import { EARLY_CLICK_ATTRIBUTE } from '@/components/hydration';

/**
 * Holds the clicks on the elements marked with EARLY_CLICK_ATTRIBUTE (the landing page's menu
 * button) made before the app owns the page: a prerendered button does nothing then, and the tap
 * would be lost. Returns the release, which ends the hold and makes each held click again, in
 * order (two taps on a toggle leave it as two taps would), on the same element (hydrated) or on
 * the marked element in the same place (rendered afresh). As earlySubmits.ts does for submits.
 */
export function holdEarlyClicks(doc: Document = document): () => void {
  const selector = `[${EARLY_CLICK_ATTRIBUTE}]`;
  const marked = () => Array.from(doc.querySelectorAll<HTMLElement>(selector));
  const held: number[] = [];
  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null;
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(marked().indexOf(target));
  };
  doc.addEventListener('click', hold, true);
  return () => {
    doc.removeEventListener('click', hold, true);
    const elements = marked();
    for (const index of held) elements[index]?.click();
  };
}
