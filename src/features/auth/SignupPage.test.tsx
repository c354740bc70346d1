import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { authScreen, fill } from '@/testing/authScreen';
import SignupPage from './SignupPage';

function setup(path = '/signup') {
  const screenUnderTest = authScreen(<SignupPage />, path);
  renderWithProviders(screenUnderTest.ui);
  return screenUnderTest;
}

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input, select' });
const role = () => screen.getByRole('combobox', { name: /^Role/ });
const company = () => screen.queryByRole('textbox', { name: /^Company name/ });
const toastRegion = () => screen.getByRole('region', { name: 'Notifications' });

async function fillValid(user: UserEvent, overrides: { confirm?: string } = {}) {
  await fill(user, await screen.findByRole('textbox', { name: /^Full name/ }), 'Ana Pérez');
  await fill(user, field(/^Email/), 'ana@example.com');
  await fill(user, field(/^Phone/), '+34 600 000 000');
  await user.selectOptions(role(), 'driver');
  await fill(user, field(/^Password/), 'secret');
  await fill(user, field(/^Confirm password/), overrides.confirm ?? 'secret');
}

describe('SignupPage', () => {
  afterEach(() => jest.useRealTimers());

  it('has every field of spec 2.2, with show/hide on both passwords and the legal links', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument();
    for (const name of [/^Full name/, /^Email/, /^Phone/, /^Password/, /^Confirm password/])
      expect(field(name)).toBeRequired();
    expect(
      within(role())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select your role', 'Driver', 'Broker', 'Shipper', 'Carrier']);
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Terms of Service/ })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    expect(screen.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows the company name only for broker, shipper and carrier, and keeps what was typed', async () => {
    const { user } = setup();
    await screen.findByRole('heading', { level: 1 });
    expect(company()).toBeNull();
    for (const r of ['broker', 'shipper', 'carrier']) {
      await user.selectOptions(role(), r);
      expect(company()).toBeRequired();
    }
    await fill(user, company()!, 'Acme Freight');
    await user.selectOptions(role(), 'driver');
    expect(company()).toBeNull();
    await user.selectOptions(role(), 'broker');
    expect(company()).toHaveValue('Acme Freight');
  });

  it('flags every empty required field at the field', async () => {
    const { user, pathname } = setup();
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(field(/^Full name/)).toHaveAccessibleDescription('Enter your full name.');
    expect(field(/^Full name/)).toHaveFocus();
    expect(field(/^Email/)).toHaveAccessibleDescription('Enter your email address.');
    expect(field(/^Phone/)).toHaveAccessibleDescription('Enter your phone number.');
    expect(role()).toHaveAccessibleDescription('Select your role.');
    expect(field(/^Password/)).toHaveAccessibleDescription('Enter your password.');
    expect(field(/^Confirm password/)).toHaveAccessibleDescription('Confirm your password.');
    await user.selectOptions(role(), 'carrier');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(company()).toHaveAccessibleDescription('Enter your company name.');
    expect(field(/^Full name/)).toHaveFocus();
    act(() => jest.advanceTimersByTime(5000));
    expect(pathname()).toBe('/signup');
  });

  it('refuses different passwords with the destructive "Error" toast', async () => {
    const { user, pathname } = setup();
    await fillValid(user, { confirm: 'other' });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const title = await within(toastRegion()).findByText('Error');
    expect(within(toastRegion()).getByText('Passwords do not match')).toBeInTheDocument();
    expect(title.closest('.notistack-MuiContent')).toHaveClass('notistack-MuiContent-error');
    act(() => jest.advanceTimersByTime(5000));
    expect(pathname()).toBe('/signup');
    expect(field(/^Confirm password/)).toHaveValue('other');
  });

  it('refuses unticked terms with the destructive "Error" toast', async () => {
    const { user, pathname } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await within(toastRegion()).findByText('Please agree to the terms and conditions'),
    ).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5000));
    expect(pathname()).toBe('/signup');
  });

  it('creates the account after 2 s: disabled button, toast Account Created, then /login', async () => {
    const { user, pathname } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1999));
    expect(pathname()).toBe('/signup');
    act(() => jest.advanceTimersByTime(1));
    expect(pathname()).toBe('/login');
    expect(await within(toastRegion()).findByText('Account Created')).toBeInTheDocument();
    expect(
      within(toastRegion()).getByText('Please check your email to verify your account.'),
    ).toBeInTheDocument();
  });

  it('accepts a 10,000-character name, HTML, Arabic and emoji as plain text', async () => {
    const { user } = setup();
    const name = await screen.findByRole('textbox', { name: /^Full name/ });
    const long = 'n'.repeat(10_000);
    await fill(user, name, long);
    expect(name).toHaveValue(long);
    await user.clear(name);
    await fill(user, name, '<img src=x onerror=alert(1)> محمد 🚚');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(name).toHaveValue('<img src=x onerror=alert(1)> محمد 🚚');
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
    expect(document.querySelector('main img')).toBeNull();
  });

  it.each([
    ['/signup?role=driver', 'driver'],
    ['/signup?role=carrier', 'carrier'],
    ['/signup?role=admin', ''],
    ['/signup?role=%3Cimg%3E', ''],
  ])('preselects a valid role from %s', async (path, expected) => {
    setup(path);
    await screen.findByRole('heading', { level: 1 });
    expect(role()).toHaveValue(expected);
  });
});
