import { getContrastRatio } from '@mui/material/styles';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, useState } from 'react';
import { schemePalette } from '@/theme';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { MAX_VISIBLE_TOASTS, TOAST_DURATION_MS, showToast } from '.';

describe('toasts', () => {
  it('follow spec 9: one at a time, 5000 ms', () => {
    expect(MAX_VISIBLE_TOASTS).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('render title and text inside the "Notifications" region, with a "Close toast" button', async () => {
    renderWithProviders(<p>page</p>);
    act(() => showToast({ title: 'Message Sent!', description: 'Thank you.' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(region).findByText('Message Sent!')).toBeInTheDocument();
    expect(within(region).getByText('Thank you.')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Close toast' }));
    await waitFor(() => expect(within(region).queryByText('Message Sent!')).not.toBeInTheDocument());
  });

  it('show one toast at a time: the next waits until the first is gone', async () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      showToast({ title: 'First' });
      showToast({ title: 'Second' });
    });
    expect(await screen.findByText('First')).toBeInTheDocument();
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close toast' }));
    expect(await screen.findByText('Second')).toBeInTheDocument();
  });

  it('go up after the change they report is on the page, not in its render', async () => {
    const user = userEvent.setup();
    /** Whether the toast was on the page when the change was. */
    const toastWithChange: boolean[] = [];
    function Change() {
      const [changed, setChanged] = useState(false);
      useLayoutEffect(() => {
        if (changed) toastWithChange.push(screen.queryByText('Saved') !== null);
      }, [changed]);
      const change = () => {
        setChanged(true);
        showToast({ title: 'Saved' });
      };
      return (
        <button type="button" onClick={change}>
          {changed ? 'Changed' : 'Change'}
        </button>
      );
    }
    renderWithProviders(<Change />);
    // The toaster loads with the first toast: on the page before the change.
    act(() => showToast({ title: 'Ready' }));
    await user.click(await screen.findByRole('button', { name: 'Close toast' }));
    await waitFor(() => expect(screen.queryByText('Ready')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(toastWithChange).toEqual([false]);
  });

  it('go up only after the next paint: an animation frame, then a task', async () => {
    const frames: FrameRequestCallback[] = [];
    const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    renderWithProviders(<p>page</p>);
    act(() => showToast({ title: 'After the paint' }));
    // No frame yet: tasks pass, and the toast waits.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('After the paint')).not.toBeInTheDocument();
    frame.mockRestore();
    act(() => frames.splice(0).forEach((callback) => callback(performance.now())));
    expect(await screen.findByText('After the paint')).toBeInTheDocument();
  });

  it('go up 100 ms later where no frame comes (a background tab, a held clock)', async () => {
    const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    renderWithProviders(<p>page</p>);
    act(() => showToast({ title: 'Without a frame' }));
    expect(await screen.findByText('Without a frame', {}, { timeout: 1000 })).toBeInTheDocument();
    frame.mockRestore();
  });

  it('use the error style for destructive toasts', async () => {
    renderWithProviders(<p>page</p>);
    act(() => showToast({ title: 'Error', description: 'Passwords do not match', variant: 'destructive' }));
    const title = await screen.findByText('Error');
    expect(title.closest('.notistack-MuiContent')).toHaveClass('notistack-MuiContent-error');
  });

  it.each(['light', 'dark'] as const)('keep white text at AA contrast on every variant (%s)', (mode) => {
    const palette = schemePalette(mode);
    for (const background of [
      palette.grey[900],
      palette.success.dark,
      palette.error.dark,
      palette.warning.dark,
      palette.info.dark,
    ]) {
      expect(getContrastRatio('#fff', background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
