import { evaluateMediaQuery, restoreViewport, setViewportWidth } from './viewport';

afterEach(restoreViewport);

describe('viewport helper', () => {
  it.each([
    ['(min-width:768px)', 768, true],
    ['(min-width:768px)', 767, false],
    ['(max-width:767.95px)', 767, true],
    ['(max-width:767.95px)', 768, false],
    ['screen and (min-width: 600px) and (max-width: 1199.95px)', 800, true],
    ['(min-width:1200px), (max-width:599.95px)', 375, true],
    ['(prefers-color-scheme: dark)', 1366, false],
  ])('%s at %ipx is %s', (query, width, expected) => {
    expect(evaluateMediaQuery(query, width)).toBe(expected);
  });

  it('answers matchMedia for the chosen width and notifies on resize', () => {
    setViewportWidth(375);
    const list = window.matchMedia('(min-width:768px)');
    const listener = jest.fn();
    list.addEventListener('change', listener);
    expect(list.matches).toBe(false);
    setViewportWidth(1366);
    expect(list.matches).toBe(true);
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ matches: true }));
  });
});
