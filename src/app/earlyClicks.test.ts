import { EARLY_CLICK_ATTRIBUTE } from '@/components/hydration';
import { holdEarlyClicks } from './earlyClicks';

const PAGE = `<button>Theme</button><button ${EARLY_CLICK_ATTRIBUTE}><svg></svg></button>`;

describe('holdEarlyClicks', () => {
  afterEach(() => document.body.replaceChildren());

  it('holds the clicks on a marked element made before the app owns it, and makes them again in order', () => {
    document.body.innerHTML = PAGE;
    const release = holdEarlyClicks();
    const [other, menu] = Array.from(document.querySelectorAll('button'));
    const seen: string[] = [];
    document.addEventListener('click', (event) => seen.push((event.target as Element).tagName));
    menu!.querySelector('svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true })); // the icon is tapped
    menu!.click();
    other!.click(); // not marked: not held
    expect(seen).toEqual(['BUTTON']);

    // The app rendered the page afresh: the marked element in the same place gets the clicks.
    document.body.innerHTML = PAGE;
    let opened = 0;
    document.querySelectorAll('button')[1]!.addEventListener('click', () => (opened += 1));
    release();
    expect(opened).toBe(2);

    // Released: later clicks are the app's alone.
    document.querySelectorAll('button')[1]!.click();
    expect(opened).toBe(3);
  });
});
