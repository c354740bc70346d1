import { expect, test } from './fixtures';
import { LOAD_TIMEOUT_MS } from './helpers';

/**
 * Issue 21: a reviewer with Redux DevTools open reads each flow's steps. The extension's compose
 * hook is stood in for before the app loads: like the extension, it sees every action that
 * reaches the store's reducer, in order.
 */
test('the login flow reaches Redux DevTools as idle, submitting, success', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __devtoolsActions: string[] }).__devtoolsActions = seen;
    type Reducer = (state: unknown, action: { type: string }) => unknown;
    type Creator = (reducer: Reducer, preloaded?: unknown) => unknown;
    type Enhancer = (next: Creator) => Creator;
    const recording: Enhancer = (next) => (reducer, preloaded) =>
      next((state, action) => {
        seen.push(action.type);
        return reducer(state, action);
      }, preloaded);
    const compose = (...enhancers: Enhancer[]): Enhancer =>
      enhancers.reduceRight<Enhancer>(
        (inner, outer) => (next) => outer(inner(next)),
        (next) => next,
      );
    // composeWithDevTools(options)(...enhancers), or composeWithDevTools(...enhancers).
    (window as unknown as Record<string, unknown>).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (
      ...args: unknown[]
    ) =>
      args.length === 1 && typeof args[0] === 'object'
        ? (...enhancers: Enhancer[]) => compose(recording, ...enhancers)
        : compose(recording, ...(args as Enhancer[]));
  });

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 2, name: 'Sign In' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Email/ }).fill('ana@example.com');
  await page.getByLabel(/^Password/).fill('a password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/, { timeout: LOAD_TIMEOUT_MS });

  // The login screen leaves once the admin area has loaded: its flow stops then.
  const loginActions = () =>
    page.evaluate(() =>
      (window as unknown as { __devtoolsActions: string[] }).__devtoolsActions.filter((type) =>
        type.startsWith('flows/login/'),
      ),
    );
  await expect
    .poll(loginActions, { timeout: LOAD_TIMEOUT_MS })
    .toEqual(['flows/login/idle', 'flows/login/submitting', 'flows/login/success', 'flows/login/stopped']);
});
