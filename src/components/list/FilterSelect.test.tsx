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
});
