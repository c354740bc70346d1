import CheckIcon from '@mui/icons-material/Check';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RowActionsMenu, type RowAction } from '@/components/list/RowActionsMenu';
import { Refusable } from './Refusable';

const REASON = 'Already approved.';

describe('Refusable', () => {
  it('keeps a refused button visible and focusable, aria-disabled, described by the reason; a click does nothing', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Refusable reason={REASON}>
        <Button onClick={onClick}>Approve</Button>
      </Refusable>,
    );
    const button = screen.getByRole('button', { name: 'Approve' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    expect(button).toHaveAccessibleDescription(REASON);
    expect(document.getElementById(button.getAttribute('aria-describedby')!)).toHaveTextContent(REASON);

    await user.tab();
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(REASON);
    await user.click(button);
    await user.keyboard('{Enter} ');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('leaves an allowed button as it is: no aria-disabled, no description, its click works', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Refusable reason={undefined}>
        <Button onClick={onClick}>Approve</Button>
      </Refusable>,
    );
    const button = screen.getByRole('button', { name: 'Approve' });
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).not.toHaveAttribute('aria-describedby');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('gives an icon button its hint as tooltip, and when refused the hint with the reason under it', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const iconButton = (reason?: string) => (
      <Refusable reason={reason} hint="Approve">
        <IconButton aria-label="Approve dispute DSP-001" onClick={onClick}>
          <CheckIcon />
        </IconButton>
      </Refusable>
    );
    const { rerender } = render(iconButton());
    const button = screen.getByRole('button', { name: 'Approve dispute DSP-001' });
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^Approve$/);
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(iconButton(REASON));
    expect(button).toHaveAccessibleName('Approve dispute DSP-001');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(REASON);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(`Approve${REASON}`);
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps a refused menu item in the menu, reachable by keyboard, aria-disabled and described; an allowed one works', async () => {
    const user = userEvent.setup();
    const suspend = jest.fn();
    const approve = jest.fn();
    const actions: RowAction[] = [
      { key: 'APPROVE', label: 'Approve User', onSelect: approve, disabledReason: 'Already active.' },
      { key: 'SUSPEND', label: 'Suspend User', onSelect: suspend, destructive: true },
    ];
    render(<RowActionsMenu label="Status actions for Ana Ruiz" actions={actions} emptyText="None" />);
    await user.click(screen.getByRole('button', { name: 'Status actions for Ana Ruiz' }));
    const menu = screen.getByRole('menu');
    const refused = within(menu).getByRole('menuitem', { name: 'Approve User' });
    expect(refused).toHaveAttribute('aria-disabled', 'true');
    expect(refused).toHaveAccessibleDescription('Already active.');
    expect(refused).toHaveFocus(); // the first item, not skipped for being refused

    await user.keyboard('{Enter}');
    await user.click(refused);
    expect(approve).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    const allowed = within(menu).getByRole('menuitem', { name: 'Suspend User' });
    expect(allowed).toHaveFocus();
    expect(allowed).not.toHaveAttribute('aria-disabled');
    await user.keyboard('{Enter}');
    expect(suspend).toHaveBeenCalledTimes(1);
  });
});
