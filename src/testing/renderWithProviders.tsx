import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers/AppProviders';
import { routes } from '@/app/routes';
import { makeStore } from '@/app/store';
import type { AppStore } from '@/store/hooks';
import type { AppState } from '@/store/rootState';

/** A fixed "now" for sample data in tests. */
export const TEST_REFERENCE_DATE = new Date('2026-06-15T12:00:00Z');

interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<AppState>;
  store?: AppStore;
}

/** Renders `ui` inside the app's providers with a real store from makeStore. */
export function renderWithProviders(
  ui: ReactElement,
  {
    preloadedState,
    store = makeStore(preloadedState, { referenceDate: TEST_REFERENCE_DATE }),
    ...options
  }: ProviderOptions = {},
) {
  return { store, ...render(<AppProviders store={store}>{ui}</AppProviders>, options) };
}

/** Renders the whole route table at `path`, as the browser would. */
export function renderRoute(path: string, options: ProviderOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { router, ...renderWithProviders(<RouterProvider router={router} />, options) };
}
