import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { TabbedPanels } from './TabbedPanels';
import { useTabs } from './useTabs';
import { expectTabsLinkedToPanels } from '@/testing/tabs';

const TABS = ['overview', 'jobs', 'users'] as const;
type Name = (typeof TABS)[number];
const LABELS: Record<Name, string> = { overview: 'Overview', jobs: 'Jobs', users: 'Users' };

/** Counts mounts, so a test can tell a content kept from one mounted again. */
let mounts = 0;
function Content({ name }: { name: string }) {
  const [typed, setTyped] = useState('');
  useEffect(() => {
    mounts += 1;
  }, []);
  return <input aria-label={`Note on ${name}`} value={typed} onChange={(e) => setTyped(e.target.value)} />;
}

function Screen({ label, sharedContent }: { label: string; sharedContent?: boolean }) {
  const tabs = useTabs(TABS, { resets: ['page'] });
  return (
    <TabbedPanels state={tabs} label={label} tabLabel={(name) => LABELS[name]} sharedContent={sharedContent}>
      {(name) => <Content name={name} />}
    </TabbedPanels>
  );
}

function renderAt(url: string, screens: { label: string; sharedContent?: boolean }[]) {
  mounts = 0;
  const element = (
    <>
      {screens.map((props) => (
        <Screen key={props.label} {...props} />
      ))}
    </>
  );
  const router = createMemoryRouter([{ path: '/admin/x', element }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), search: () => router.state.location.search };
}

describe('TabbedPanels with useTabs', () => {
  it('links every tab to a panel in the page; only the chosen panel is shown, the others are empty', () => {
    renderAt('/admin/x', [{ label: 'Sections' }]);
    expect(expectTabsLinkedToPanels()).toHaveLength(3);
    const shown = screen.getByRole('tabpanel');
    expect(shown).toHaveAccessibleName('Overview');
    expect(within(shown).getByRole('textbox', { name: 'Note on overview' })).toBeInTheDocument();
    const hidden = screen.getAllByRole('tabpanel', { hidden: true }).filter((panel) => panel !== shown);
    expect(hidden.map((panel) => [panel.hidden, panel.childElementCount])).toEqual([
      [true, 0],
      [true, 0],
    ]);
  });

  it('makes ids with useId: unique across two tab sets on one page', () => {
    renderAt('/admin/x', [{ label: 'First' }, { label: 'Second' }]);
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(ids.length);
    expectTabsLinkedToPanels();
  });

  it('reads the tab from ?tab= and writes the chosen one there, resetting the named parameters', async () => {
    const { user, search } = renderAt('/admin/x?tab=jobs&page=2&q=a', [{ label: 'Sections' }]);
    expect(screen.getByRole('tab', { name: 'Jobs' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Jobs' })).toContainElement(
      screen.getByRole('textbox', { name: 'Note on jobs' }),
    );

    await user.click(screen.getByRole('tab', { name: 'Users' }));
    expect(search()).toBe('?tab=users&q=a');
    expect(screen.getByRole('tabpanel', { name: 'Users' })).toBeInTheDocument();
    expectTabsLinkedToPanels();

    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(search()).toBe('?q=a');
  });

  it('moves between tabs with the arrow keys, as MUI Tabs do', async () => {
    const { user, search } = renderAt('/admin/x', [{ label: 'Sections' }]);
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Jobs' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(search()).toBe('?tab=jobs');
  });

  it("mounts a tab's own content afresh when it is chosen", async () => {
    const own = renderAt('/admin/x', [{ label: 'Sections' }]);
    await own.user.type(screen.getByRole('textbox'), 'kept?');
    await own.user.click(screen.getByRole('tab', { name: 'Jobs' }));
    expect(screen.getByRole('textbox', { name: 'Note on jobs' })).toHaveValue('');
    expect(mounts).toBe(2);
  });

  it('keeps a shared content mounted while the tab changes; the panel takes the new tab', async () => {
    const { user } = renderAt('/admin/x', [{ label: 'Sections', sharedContent: true }]);
    await user.type(screen.getByRole('textbox'), 'kept');
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    expect(screen.getByRole('tabpanel', { name: 'Users' })).toContainElement(screen.getByRole('textbox'));
    expect(screen.getByRole('textbox')).toHaveValue('kept');
    expect(mounts).toBe(1);
    expectTabsLinkedToPanels();
  });
});
