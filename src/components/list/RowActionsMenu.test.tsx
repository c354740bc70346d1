import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RowActionsMenu, type RowAction } from './RowActionsMenu';

describe('RowActionsMenu', () => {
  it('asks for its actions only when opened, and leaves no menu behind once closed', async () => {
    const user = userEvent.setup();
    const approve = jest.fn();
    const actions = jest.fn((): RowAction[] => [
      { key: 'APPROVE', label: 'Approve User', onSelect: approve },
    ]);
    render(<RowActionsMenu label="Status actions for Ana Ruiz" actions={actions} emptyText="None" />);
    const button = screen.getByRole('button', { name: 'Status actions for Ana Ruiz' });

    // A page of rows renders the buttons only: no machine asked, no menu in the document.
    expect(actions).not.toHaveBeenCalled();
    expect(document.querySelector('[role="menu"]')).toBeNull();

    await user.click(button);
    expect(actions).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('menuitem', { name: 'Approve User' }));
    expect(approve).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.querySelector('[role="menu"]')).toBeNull());
    expect(button).not.toHaveAttribute('aria-expanded');

    // Opened again, the actions are asked for again (the row's status may have changed).
    await user.click(button);
    expect(actions).toHaveBeenCalledTimes(2);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('[role="menu"]')).toBeNull());
    expect(button).toHaveFocus();
  });

  it('says so when the row has no actions', async () => {
    const user = userEvent.setup();
    render(<RowActionsMenu label="Status actions for Ana Ruiz" actions={() => []} emptyText="No actions" />);
    await user.click(screen.getByRole('button', { name: 'Status actions for Ana Ruiz' }));
    expect(screen.getByRole('menuitem', { name: 'No actions' })).toHaveAttribute('aria-disabled', 'true');
  });
});
