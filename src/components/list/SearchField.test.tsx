import { fireEvent, render, screen } from '@testing-library/react';
import { MAX_SEARCH_LENGTH } from '@/lib/validation';
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

  it('takes at most MAX_SEARCH_LENGTH characters and shows markup as typed (issue 10)', () => {
    const markup = '<img src=x onerror=alert(1)>';
    render(<SearchField value={markup} onChange={() => undefined} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveAttribute('maxLength', String(MAX_SEARCH_LENGTH));
    expect(box).toHaveValue(markup);
    expect(document.querySelector('img')).toBeNull();
  });
});
