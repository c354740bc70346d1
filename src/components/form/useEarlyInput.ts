import { useLayoutEffect, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { isHydrating } from '../hydration';

/** How a hydrated field finds and takes what the visitor typed into its prerendered element. */
export interface EarlyInput<E extends Element, T> {
  /** What the element holds that the field's state does not, or null when it holds the state. */
  early: (element: E) => T | null;
  /**
   * Hands it to the field's state, as the field's own change handler would. By then the element
   * may show the state again: a render between the hydration's commit and the adoption (MUI's
   * form control marks itself filled) writes the state's value into it.
   */
  adopt: (content: T, element: E) => void;
}

/** Fields waiting to adopt, in the order their layout effects ran: the document's order. */
const waiting = new Map<Element, () => void>();
let scheduled = false;

/**
 * One field at a time, each change rendered before the next (flushSync): a form whose handler
 * builds its next values from the last render's would otherwise keep only the last field. Run
 * outside the commit (a microtask after it), where flushSync may render; and so before the timer
 * that main.tsx starts in the same commit to release the held submits (app/earlyInput.ts), which
 * then submit what was typed.
 */
function adoptWaiting(): void {
  scheduled = false;
  for (const [element, adopt] of waiting) {
    waiting.delete(element);
    flushSync(adopt);
  }
}

/**
 * Makes a field of a prerendered page keep what the visitor typed (or ticked, or picked) before
 * the app owned the page. Hydration keeps the element's content but not the field's state (''),
 * so the next render would empty the element. The content is read when the hydrated field mounts,
 * before any render, and adopted just after. Only hydrated fields adopt: a field rendered by the
 * client shows its state from the start (a select whose value matches no option shows another,
 * which must not become the value).
 */
export function useEarlyInput<E extends Element, T>(ref: RefObject<E | null>, input: EarlyInput<E, T>): void {
  const [hydrated] = useState(isHydrating);
  const latest = useRef(input);
  // Before the adoption below, and after every render: adopting calls the latest handler, whose
  // form state holds what the fields before this one adopted.
  useLayoutEffect(() => {
    latest.current = input;
  });
  useLayoutEffect(() => {
    const element = ref.current;
    const content = hydrated && element ? latest.current.early(element) : null;
    if (!element || content === null) return;
    waiting.set(element, () => latest.current.adopt(content, element));
    if (!scheduled) {
      scheduled = true;
      queueMicrotask(adoptWaiting);
    }
    return () => {
      waiting.delete(element);
    };
  }, [hydrated, ref]);
}

/**
 * A change event of `element` for a field's change handler that is called without a browser event
 * (an adoption): the handlers read only the target's value or checked state.
 */
export const changeEventOf = <E extends Element>(element: E): ChangeEvent<E> =>
  ({
    type: 'change',
    target: element,
    currentTarget: element,
    nativeEvent: new Event('change'),
    preventDefault: () => undefined,
    stopPropagation: () => undefined,
    isDefaultPrevented: () => false,
    isPropagationStopped: () => false,
    persist: () => undefined,
  }) as unknown as ChangeEvent<E>;
