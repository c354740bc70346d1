import { act, screen, within } from '@testing-library/react';
import LoginPage from './LoginPage';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { authScreen, fill } from '@/testing/authScreen';

function setup() {
  const screenUnderTest = authScreen(<LoginPage />, '/login');
  renderWithProviders(screenUnderTest.ui);
  return screenUnderTest;
}

const email = () => screen.getByRole('textbox', { name: /^Email/ });
const password = () => screen.getByLabelText(/^Password/, { selector: 'input' });

describe('LoginPage', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the titles, the fields and the links of spec 2.2', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to your account')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByText('Enter your credentials to access your account')).toBeInTheDocument();
    expect(email()).toHaveAttribute('type', 'email');
    expect(email()).toBeRequired();
    expect(password()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByText(/Don't have an account\?/)).toBeInTheDocument();
    expect(document.title).toBe('Sign In · FreightHub');
  });

  it('flags each empty field at the field and does not submit', async () => {
    const { user, router } = setup();
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription('Enter your email address.');
    expect(password()).toHaveAccessibleDescription('Enter your password.');
    expect(email()).toHaveFocus();
    act(() => jest.advanceTimersByTime(5000));
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('flags a malformed email and keeps what was typed', async () => {
    const { user } = setup();
    await fill(user, await screen.findByRole('textbox', { name: /^Email/ }), '<img src=x onerror=alert(1)>');
    await fill(user, password(), 'كلمة 🚚');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(email()).toHaveAccessibleDescription('Enter a valid email address, such as name@example.com.');
    expect(email()).toHaveValue('<img src=x onerror=alert(1)>');
    expect(password()).toHaveValue('كلمة 🚚');
    expect(password()).not.toHaveAttribute('aria-invalid', 'true');
    expect(document.querySelector('img')).toBeNull();
    // Editing the field clears its message.
    await user.clear(email());
    expect(email()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows "Signing in..." on a disabled button for 1.5 s, then the toast and /admin', async () => {
    const { user, router } = setup();
    await fill(user, await screen.findByRole('textbox', { name: /^Email/ }), 'ana@example.com');
    await fill(user, password(), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const busy = screen.getByRole('button', { name: 'Signing in...' });
    expect(busy).toBeDisabled();
    act(() => jest.advanceTimersByTime(1499));
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();

    act(() => jest.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe('/admin');
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(region).findByText('Login Successful')).toBeInTheDocument();
    expect(within(region).getByText('Welcome back to FreightHub')).toBeInTheDocument();
  });
});
