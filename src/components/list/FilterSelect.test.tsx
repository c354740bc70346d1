import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterSelect } from './FilterSelect';

type Status = 'all' | 'active' | 'suspended';
const OPTIONS = [
  { value: 'all', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
] as const satisfies readonly { value: Status; label: string }[];

describe('FilterSelect', () => {
  it('is labelled and reports the chosen value', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn<void, [Status]>();
    render(<FilterSelect<Status> label="Status" value="all" options={OPTIONS} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveTextContent('All statuses');
    await user.click(select);
    await user.click(screen.getByRole('option', { name: 'Suspended' }));
    expect(onChange).toHaveBeenCalledWith('suspended');
  });

  it('measures the field when its menu opens, and not when an option is chosen', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn<void, [Status]>();
    const width = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(240);
    try {
      render(<FilterSelect<Status> label="Status" value="all" options={OPTIONS} onChange={onChange} />);
      const combobox = screen.getByRole('combobox', { name: 'Status' });
      await user.click(combobox);
      // The menu is at least as wide as the field, as MUI's own.
      expect(screen.getByRole('listbox').parentElement).toHaveStyle({ minWidth: '240px' });
      width.mockClear();
      await user.click(screen.getByRole('option', { name: 'Suspended' }));
      expect(onChange).toHaveBeenCalledWith('suspended');
      // A read of the field's width forces the page's layout in the click that changes the list (the
      // option's ripple reads its own size at the pointer's press, a task before the click).
      const read = width.mock.contexts as unknown as HTMLElement[];
      expect(read.filter((element) => element.contains(combobox))).toEqual([]);
    } finally {
      width.mockRestore();
    }
  });
});
