import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { ContactForm } from './ContactSection';

describe('ContactForm', () => {
  it('shows messages at the fields, then toast and empty fields on success', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ContactForm />);
    const form = screen.getByRole('form', { name: 'Contact form' });
    const name = within(form).getByRole('textbox', { name: /Full name/ });
    const email = within(form).getByRole('textbox', { name: /Email/ });
    const message = within(form).getByRole('textbox', { name: /Message/ });
    expect(message).toHaveAttribute('rows', '5');

    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your full name');
    expect(email).toHaveAccessibleDescription('Please enter your email');
    expect(message).toHaveAccessibleDescription('Please enter a message');
    expect(name).toHaveFocus();

    await user.click(name);
    await user.paste('<img src=x onerror=alert(1)> مرحبا 🚚');
    await user.click(email);
    await user.paste('not-an-email');
    await user.click(message);
    await user.paste('Hello');
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(name).toHaveValue('<img src=x onerror=alert(1)> مرحبا 🚚');

    await user.clear(email);
    await user.click(email);
    await user.paste('ana@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(screen.getByText("Thank you for contacting us. We'll get back to you soon.")).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveValue(''));
    expect(email).toHaveValue('');
    expect(message).toHaveValue('');
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
  }, 40_000);

  it('keeps a 10,000-character name as typed and says it is too long', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ContactForm />);
    const name = screen.getByRole('textbox', { name: /Full name/ });
    await user.click(name);
    await user.paste('n'.repeat(10_000));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(name).toHaveValue('n'.repeat(10_000));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Use at most 100 characters.');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAttribute('aria-invalid', 'true');
  });
});
