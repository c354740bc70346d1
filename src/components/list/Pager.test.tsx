import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager } from './Pager';

describe('Pager', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(<Pager page={1} count={1} onChange={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('reports the page asked for', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn<void, [number]>();
    render(<Pager page={2} count={3} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange.mock.calls).toEqual([[1], [3], [3]]);
  });
});
