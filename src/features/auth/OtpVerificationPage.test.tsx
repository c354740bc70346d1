import { act, screen, within } from '@testing-library/react';
import OtpVerificationPage, { toAsciiDigits } from './OtpVerificationPage';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { authScreen } from '@/testing/authScreen';

function setup() {
  const screenUnderTest = authScreen(<OtpVerificationPage />, '/otp-verification');
  renderWithProviders(screenUnderTest.ui);
  return screenUnderTest;
}
const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const values = () => [1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join('');
const verify = () => screen.getByRole('button', { name: 'Verify Code' });
const resend = () => screen.getByRole('button', { name: 'Resend Code' });

describe('OtpVerificationPage', () => {
  afterEach(() => jest.useRealTimers());

  it('has six labelled numeric boxes, the first offering one-time-code autofill', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Code verification' })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Verification code' });
    expect(within(group).getAllByRole('textbox')).toHaveLength(6);
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(box(2)).toHaveAttribute('autocomplete', 'off');
    for (const n of [1, 2, 3, 4, 5, 6]) expect(box(n)).toHaveAttribute('inputmode', 'numeric');
    expect(verify()).toBeDisabled();
  });

  it('moves the focus on typing, ignores letters, and enables Verify Code once all six are filled', async () => {
    const { user, pathname } = setup();
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('1');
    expect(box(2)).toHaveFocus();
    await user.keyboard('a');
    expect(box(2)).toHaveValue('');
    expect(box(2)).toHaveFocus();
    await user.keyboard('23٤5');
    expect(values()).toBe('12345');
    expect(verify()).toBeDisabled();
    await user.keyboard('6');
    expect(values()).toBe('123456');
    expect(verify()).toBeEnabled();
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    await user.click(verify());
    expect(pathname()).toBe('/admin');
    info.mockRestore();
  });

  it('Backspace clears a filled box, and on an empty box moves to the previous one', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('12');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(values()).toBe('12');
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(values()).toBe('1');
    await user.keyboard('{Backspace}');
    expect(box(1)).toHaveFocus();
  });

  it('a pasted 6-digit code fills all six boxes, from any box', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('textbox', { name: 'Digit 4 of 6' }));
    await user.paste(' 987654 ');
    expect(values()).toBe('987654');
    expect(box(6)).toHaveFocus();
    expect(verify()).toBeEnabled();
  });

  it('an autofilled code in the first box fills all six', async () => {
    const { user } = setup();
    const first = await screen.findByRole('textbox', { name: 'Digit 1 of 6' });
    await user.click(first);
    // What autocomplete="one-time-code" does: the whole code lands in the first box at once.
    act(() => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(first, '135790');
      first.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(values()).toBe('135790');
  });

  it('offers Resend Code only after 60 s, shows the countdown, and restarts it on resend', async () => {
    const { user } = setup();
    expect(await screen.findByRole('button', { name: 'Resend Code' })).toBeDisabled();
    expect(screen.getByText('Resend code in 60 s')).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');

    act(() => jest.advanceTimersByTime(18_000));
    expect(screen.getByText('Resend code in 42 s')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(41_000));
    expect(screen.getByText('Resend code in 1 s')).toBeInTheDocument();
    expect(resend()).toBeDisabled();
    expect(status).toHaveTextContent('');

    act(() => jest.advanceTimersByTime(1000));
    expect(resend()).toBeEnabled();
    expect(screen.queryByText(/Resend code in/)).toBeNull();
    expect(status).toHaveTextContent('You can now request a new code.');

    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    await user.click(resend());
    expect(info).toHaveBeenCalledTimes(1);
    info.mockRestore();
    expect(resend()).toBeDisabled();
    expect(screen.getByText('Resend code in 60 s')).toBeInTheDocument();
    expect(box(1)).toHaveFocus();
    expect(await screen.findByText('Code sent')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(59_000));
    expect(resend()).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(resend()).toBeEnabled();
  });
});

describe('toAsciiDigits', () => {
  it('reads Arabic-Indic and Persian digits as digits', () => {
    expect(toAsciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toAsciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toAsciiDigits('12a')).toBe('12a');
  });
});
