import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot } from 'react-dom/client';
import { renderRoute } from '@/testing/renderWithProviders';
import { useShortcutKeys } from './KeyboardShortcuts';
import type { ShortcutCommand } from './shortcuts';

async function openArea(path: string) {
  const user = userEvent.setup();
  const rendered = renderRoute(path);
  await screen.findByRole('heading', { level: 1 });
  const pathname = () => rendered.router.state.location.pathname;
  return { user, pathname, ...rendered };
}

describe('keyboard shortcuts in the admin area', () => {
  // The dashboard imports its charts as it first renders. On a busy machine with no transform
  // cache, that import took 0.6 s, and once fell between `g` and its letter, past their second.
  beforeAll(() => import('@/features/dashboard/charts'));

  it('g then a letter goes to that main screen of the current area', async () => {
    const { user, pathname } = await openArea('/broker');
    await user.keyboard('gu');
    expect(pathname()).toBe('/broker/users');
    await screen.findByRole('heading', { level: 1, name: 'User Management' });
    await user.keyboard('gc');
    expect(pathname()).toBe('/broker/companies');
    await user.keyboard('gd');
    expect(pathname()).toBe('/broker');
  });

  it('does nothing while the user types in a field', async () => {
    const { user, pathname } = await openArea('/admin/users');
    const search = screen.getByRole('searchbox', { name: 'Search users' });
    await user.type(search, 'gu');
    expect(search).toHaveValue('gu');
    expect(pathname()).toBe('/admin/users');
  });

  it('? lists every shortcut; Escape and Close close the dialog', async () => {
    const { user } = await openArea('/admin');
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Go to Dashboard',
      'Go to Users',
      'Go to Companies',
      'Go to Jobs',
      'Go to Payments',
      'Go to Notifications',
      'Show keyboard shortcuts',
      'Open the command palette',
      'Show or hide the sidebar',
      'Close a dialog or menu',
    ]);
    expect(rows[1]!.textContent).toBe('gthenuGo to Users');
    expect(rows[7]!.querySelectorAll('kbd')).toHaveLength(2);
    // A go key while the dialog is open does nothing.
    await user.keyboard('gu');
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.keyboard('?');
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Ctrl+K opens the palette; arrows choose, Enter opens the record in the current area', async () => {
    const { user, pathname } = await openArea('/carrier');
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    const field = within(dialog).getByRole('combobox', {
      name: 'Search screens, users, companies and jobs',
    });
    await waitFor(() => expect(field).toHaveFocus());
    await user.keyboard('Summit');
    const listbox = within(dialog).getByRole('listbox', { name: 'Results' });
    const companies = within(listbox).getByRole('group', { name: 'Companies' });
    expect(
      within(companies)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Summit Freight Co.CMP-001']);
    expect(field).toHaveAttribute('aria-activedescendant', within(companies).getByRole('option').id);
    await user.keyboard('{Enter}');
    expect(pathname()).toBe('/carrier/companies/CMP-001');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('moves through results with the arrows and says when nothing matches', async () => {
    const { user, pathname } = await openArea('/admin');
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    const field = within(dialog).getByRole('combobox');
    await waitFor(() => expect(field).toHaveFocus());
    const options = within(dialog).getAllByRole('option');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(options.at(-1)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('zzzqqq');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Nothing matches “zzzqqq”.');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(pathname()).toBe('/admin');
    await user.clear(field);
    await user.keyboard('jobs');
    await user.keyboard('{Enter}');
    expect(pathname()).toBe('/admin/jobs');
  });

  it('ignores modifier combos and key repeat', async () => {
    const { user, pathname } = await openArea('/admin');
    await user.keyboard('g{Alt>}u{/Alt}');
    expect(pathname()).toBe('/admin');
    await act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'g', bubbles: true }));
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'u', repeat: true, bubbles: true }));
    });
    expect(pathname()).toBe('/admin');
  });
});

/** Keeps the thread busy for `ms`, as a long render does. */
function busyFor(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/** A page whose render takes longer than React's 5 ms slice, so its passive effects run in a later task. */
function SlowPage({ onCommand }: { onCommand: (command: ShortcutCommand) => void }) {
  useShortcutKeys(onCommand, false);
  busyFor(20);
  return <h1>Dashboard</h1>;
}

describe('useShortcutKeys', () => {
  it('listens from the commit that shows the page, before a key pressed as it appears', async () => {
    const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const acting = global.IS_REACT_ACT_ENVIRONMENT;
    global.IS_REACT_ACT_ENVIRONMENT = false; // React's own scheduling, as in the browser
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    const commands: ShortcutCommand[] = [];
    try {
      // Keys pressed as soon as the heading is in the document (a mutation observer runs before
      // any later task), as the browser may deliver them once it has painted the commit.
      const pressed = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!container.querySelector('h1')) return;
          observer.disconnect();
          window.dispatchEvent(new KeyboardEvent('keydown', { key: 'g' }));
          window.dispatchEvent(new KeyboardEvent('keydown', { key: 'u' }));
          resolve();
        });
        observer.observe(container, { childList: true, subtree: true });
      });
      root.render(<SlowPage onCommand={(command) => commands.push(command)} />);
      await pressed;
      expect(commands).toEqual([{ type: 'go', page: 'users' }]);
    } finally {
      root.unmount();
      container.remove();
      global.IS_REACT_ACT_ENVIRONMENT = acting;
    }
  });

  it('times the keys by when they were pressed, not by when a busy page gets to them', () => {
    const commands: ShortcutCommand[] = [];
    renderHook(() => useShortcutKeys((command) => commands.push(command), false));
    const press = (key: string, at: number) => {
      const event = new KeyboardEvent('keydown', { key });
      Object.defineProperty(event, 'timeStamp', { value: at });
      window.dispatchEvent(event);
    };
    try {
      // `u` pressed 0.1 s after `g`, handled after a task of 1.5 s: a shortcut.
      press('g', 1000);
      jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 1500);
      press('u', 1100);
      expect(commands).toEqual([{ type: 'go', page: 'users' }]);
      // `u` pressed 1.5 s after `g`, handled at once: none.
      press('g', 5000);
      press('u', 6500);
      expect(commands).toHaveLength(1);
    } finally {
      jest.restoreAllMocks();
    }
  });
});
