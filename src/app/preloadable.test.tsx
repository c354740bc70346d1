import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { preloadable } from './preloadable';

/** The smallest boundary with a way to try again, as RouteErrorBoundary offers one. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <button type="button" onClick={() => this.setState({ failed: false })}>
        Try again
      </button>
    );
  }
}

describe('preloadable', () => {
  it('loads again after a failed load (a retry renders the screen, not the old failure)', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    let online = false;
    let attempts = 0;
    const Screen = preloadable(async () => {
      attempts += 1;
      if (!online) throw new Error('chunk failed to load');
      return { default: () => <p>Loaded screen</p> };
    });
    render(
      <Boundary>
        <Suspense fallback={<p>Loading</p>}>
          <Screen />
        </Suspense>
      </Boundary>,
    );
    const retry = await screen.findByRole('button', { name: 'Try again' });
    const failedAttempts = attempts;
    online = true;
    await act(async () => retry.click());
    expect(await screen.findByText('Loaded screen')).toBeInTheDocument();
    expect(attempts).toBe(failedAttempts + 1);
    spy.mockRestore();
  });

  it('renders at once, without suspending, once preloaded', async () => {
    const Screen = preloadable(async () => ({ default: () => <p>Ready</p> }));
    await Screen.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('Ready')).toBeInTheDocument();
  });
});
