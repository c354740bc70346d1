import { easeInOutCubic, SCROLL_DURATION_MS, scrollToSection, smoothScrollTo } from './smoothScroll';

let reducedMotion = false;

beforeEach(() => {
  jest.useFakeTimers();
  reducedMotion = false;
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 10_000 });
  window.scrollTo = jest.fn((options: ScrollToOptions) => {
    (window as { scrollY: number }).scrollY = options.top ?? 0;
  }) as typeof window.scrollTo;
  window.matchMedia = ((query: string) => ({
    matches: query.includes('prefers-reduced-motion') && reducedMotion,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});

afterEach(() => jest.useRealTimers());

describe('smoothScrollTo', () => {
  it('takes 1.5 s by default, eased, and ends exactly on the target', () => {
    expect(SCROLL_DURATION_MS).toBe(1500);
    smoothScrollTo(1000);
    jest.advanceTimersByTime(375); // a quarter of the time: ease-in, so well under a quarter of the way
    expect(window.scrollY).toBeGreaterThan(0);
    expect(window.scrollY).toBeLessThan(250);
    jest.advanceTimersByTime(375); // half way in time is half way in distance
    expect(window.scrollY).toBeGreaterThan(450);
    expect(window.scrollY).toBeLessThan(550);
    jest.advanceTimersByTime(700);
    expect(window.scrollY).toBeLessThan(1000);
    jest.advanceTimersByTime(100);
    expect(window.scrollY).toBe(1000);
    const calls = (window.scrollTo as jest.Mock).mock.calls.length;
    jest.advanceTimersByTime(500);
    expect((window.scrollTo as jest.Mock).mock.calls.length).toBe(calls); // stopped
  });

  it('jumps at once when reduced motion is preferred', () => {
    reducedMotion = true;
    smoothScrollTo(800);
    expect(window.scrollY).toBe(800);
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
  });

  it('stays inside the page and can be cancelled', () => {
    const cancel = smoothScrollTo(50_000);
    jest.advanceTimersByTime(200);
    cancel();
    const y = window.scrollY;
    jest.advanceTimersByTime(2000);
    expect(window.scrollY).toBe(y);
    smoothScrollTo(50_000, { duration: 100 });
    jest.advanceTimersByTime(200);
    expect(window.scrollY).toBe(10_000 - window.innerHeight);
  });

  it('a new scroll replaces a running one', () => {
    smoothScrollTo(2000);
    jest.advanceTimersByTime(300);
    smoothScrollTo(100);
    jest.advanceTimersByTime(1600);
    expect(window.scrollY).toBe(100);
  });

  it('eases from 0 to 1', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
  });
});

describe('scrollToSection', () => {
  it('puts the section 80 px below the top, and says false for a missing one', () => {
    const section = document.createElement('section');
    section.id = 'services';
    section.getBoundingClientRect = () => ({ top: 1200 }) as DOMRect;
    document.body.append(section);
    expect(scrollToSection('services', { instant: true })).toBe(true);
    expect(window.scrollY).toBe(1120);
    expect(scrollToSection('nowhere')).toBe(false);
    section.remove();
  });
});
