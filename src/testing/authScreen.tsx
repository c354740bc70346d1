import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

/**
 * Test helper: one account screen at `path` in a memory router (render `ui` with
 * renderWithProviders), with fake timers and a user-event instance that advances them. Any other
 * path renders a stub, so the tests see where the screen navigates without loading the admin layout.
 */
// A loaded machine renders MUI forms slowly; the timings under test run on fake timers anyway.
jest.setTimeout(30_000);

export function authScreen(screen: ReactElement, path: string) {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const route = path.split('?')[0]!;
  const router = createMemoryRouter(
    [
      { path: route, element: screen },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  return {
    user,
    router,
    ui: <RouterProvider router={router} />,
    pathname: () => router.state.location.pathname,
  };
}

/** Puts `text` into a field the way a paste does: one input event, so long texts stay fast. */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
