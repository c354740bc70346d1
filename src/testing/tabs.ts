import { screen } from '@testing-library/react';

/**
 * Expects every tab in the page to name, in `aria-controls`, an element of the page with the role
 * tabpanel that is labelled by that tab (the one tab pattern, `components/tabs/TabbedPanels`), and
 * the chosen tab's panel to be the one shown. Returns the tabs.
 */
export function expectTabsLinkedToPanels(): HTMLElement[] {
  const tabs = screen.getAllByRole('tab');
  for (const tab of tabs) {
    const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel).toHaveAttribute('role', 'tabpanel');
    expect(panel).toHaveAttribute('aria-labelledby', tab.id);
    expect(panel!.hidden).toBe(tab.getAttribute('aria-selected') !== 'true');
  }
  return tabs;
}
