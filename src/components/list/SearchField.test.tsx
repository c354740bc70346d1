import { fireEvent, render, screen } from '@testing-library/react';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  it('is a labelled search box that reports what is typed', () => {
    const onChange = jest.fn<void, [string]>();
    render(<SearchField value="" onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveAttribute('type', 'search');
    fireEvent.change(box, { target: { value: 'acme' } });
    expect(onChange).toHaveBeenCalledWith('acme');
  });

  it('takes a custom label', () => {
    render(<SearchField value="x" label="Search users" onChange={() => undefined} />);
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('x');
  });
});
