import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { Reveal } from './Reveal';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

const originalMatchMedia = window.matchMedia;

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

function installObserver() {
  const observers: { callback: Callback; disconnect: jest.Mock }[] = [];
  class FakeObserver {
    disconnect = jest.fn();
    constructor(callback: Callback) {
      observers.push({ callback, disconnect: this.disconnect });
    }
    observe() {}
    unobserve() {}
  }
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: FakeObserver,
  });
  return observers;
}

afterEach(() => {
  window.matchMedia = originalMatchMedia;
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const wrapper = () => screen.getByText('Content').parentElement!;

describe('Reveal', () => {
  it('shows the content at once where IntersectionObserver is missing (jsdom)', () => {
    expect('IntersectionObserver' in window).toBe(false);
    renderWithProviders(
      <Reveal>
        <span>Content</span>
      </Reveal>,
    );
    expect(wrapper()).toHaveAttribute('data-revealed', 'true');
    expect(wrapper()).toHaveStyle({ opacity: '1' });
  });

  it('starts visible (as prerendered), hides below the fold, and fades in over 1 s when scrolled into view', () => {
    const observers = installObserver();
    renderWithProviders(
      <Reveal>
        <span>Content</span>
      </Reveal>,
    );
    // The first render matches the prerendered page: visible.
    expect(wrapper()).toHaveAttribute('data-revealed', 'true');
    // The first observation finds it below the fold: hidden at once, without a transition.
    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    expect(wrapper()).toHaveAttribute('data-revealed', 'false');
    expect(wrapper()).toHaveStyle({ opacity: '0' });
    expect(getComputedStyle(wrapper()).transition).toBe('none');
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(wrapper()).toHaveAttribute('data-revealed', 'true');
    expect(wrapper()).toHaveStyle({ opacity: '1' });
    expect(getComputedStyle(wrapper()).transition).toContain('opacity 1s');
    expect(observers[0]!.disconnect).toHaveBeenCalled();
  });

  it('content in view at mount stays as it is: no hiding, no fade', () => {
    const observers = installObserver();
    renderWithProviders(
      <Reveal>
        <span>Content</span>
      </Reveal>,
    );
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(wrapper()).toHaveAttribute('data-revealed', 'true');
    expect(getComputedStyle(wrapper()).transition).toBe('none');
    expect(observers[0]!.disconnect).toHaveBeenCalled();
  });

  it('with reduced motion: visible immediately, no transition, nothing observed', () => {
    const observers = installObserver();
    preferReducedMotion(true);
    renderWithProviders(
      <Reveal>
        <span>Content</span>
      </Reveal>,
    );
    expect(wrapper()).toHaveAttribute('data-revealed', 'true');
    expect(wrapper()).toHaveStyle({ opacity: '1' });
    expect(getComputedStyle(wrapper()).transition).toBe('none');
    expect(observers).toHaveLength(0);
  });
});
