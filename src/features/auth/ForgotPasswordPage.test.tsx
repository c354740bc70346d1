import { screen } from '@testing-library/react';
import ForgotPasswordPage from './ForgotPasswordPage';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { authScreen, fill } from '@/testing/authScreen';

function setup() {
  const screenUnderTest = authScreen(<ForgotPasswordPage />, '/forgot-password');
  renderWithProviders(screenUnderTest.ui);
  return screenUnderTest;
}

describe('ForgotPasswordPage', () => {
  afterEach(() => jest.useRealTimers());

  it('requires a well-formed email, at the field', async () => {
    const { user } = setup();
    const submit = await screen.findByRole('button', { name: 'Send Reset Link' });
    await user.click(submit);
    const email = screen.getByRole('textbox', { name: /^Email/ });
    expect(email).toHaveAccessibleDescription('Enter your email address.');
    await fill(user, email, 'ana@example');
    await user.click(submit);
    expect(email).toHaveAccessibleDescription('Enter a valid email address, such as name@example.com.');
    expect(email).toHaveValue('ana@example');
  });

  it('then shows "Check your email" with the reset-code and login links, logging only with console.info', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error');
    const { user } = setup();
    await fill(user, await screen.findByRole('textbox', { name: /^Email/ }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    const heading = screen.getByRole('heading', { level: 1, name: 'Check your email' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/ana@example\.com/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'I have the reset code' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    expect(info).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
    info.mockRestore();
    error.mockRestore();
  });
});
