import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { authScreen, fill } from '@/testing/authScreen';
import ResetPasswordPage from './ResetPasswordPage';

function setup() {
  const screenUnderTest = authScreen(<ResetPasswordPage />, '/reset-password');
  renderWithProviders(screenUnderTest.ui);
  return screenUnderTest;
}
const input = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

describe('ResetPasswordPage', () => {
  afterEach(() => jest.useRealTimers());

  it('has a 6-digit code field and two passwords with show/hide', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset password' })).toBeInTheDocument();
    expect(input(/^Reset code/)).toHaveAttribute('placeholder', 'Enter 6-digit code');
    expect(input(/^New password/)).toHaveAttribute('type', 'password');
    expect(input(/^Confirm password/)).toHaveAttribute('type', 'password');
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
  });

  it('requires all three fields, at the field', async () => {
    const { user, pathname } = setup();
    await user.click(await screen.findByRole('button', { name: 'Reset Password' }));
    expect(input(/^Reset code/)).toHaveAccessibleDescription('Enter the reset code from your email.');
    expect(input(/^New password/)).toHaveAccessibleDescription('Enter a new password.');
    expect(input(/^Confirm password/)).toHaveAccessibleDescription('Confirm your password.');
    expect(pathname()).toBe('/reset-password');
  });

  it('goes to /login on submit, logging only with console.info', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const { user, pathname } = setup();
    await fill(user, await screen.findByLabelText(/^Reset code/, { selector: 'input' }), '123456');
    await fill(user, input(/^New password/), 'new secret');
    await fill(user, input(/^Confirm password/), 'new secret');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(pathname()).toBe('/login');
    expect(info).toHaveBeenCalledTimes(1);
    info.mockRestore();
  });
});
