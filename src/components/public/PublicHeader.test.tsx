import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { restoreViewport, setViewportWidth } from '@/testing/viewport';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.hash}</output>;
}

function renderAt(path: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <PublicHeader />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      <PublicFooter />
    </MemoryRouter>,
  );
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  restoreViewport();
  scrollTo(0);
});

// A shared, busy machine: rendering with the real providers can be slow.
jest.setTimeout(40_000);

describe('PublicHeader', () => {
  it('changes style after 50 px of scroll', () => {
    renderAt('/');
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(50);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(51);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    scrollTo(10);
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  it('links the sections, Login, Get Started and Admin Panel', () => {
    renderAt('/privacy-policy');
    const nav = screen.getByRole('navigation', { name: 'Site' });
    expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/#services');
    expect(within(nav).getByRole('link', { name: 'Mobile App' })).toHaveAttribute('href', '/#mobile-app');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('button', { name: /^Theme/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Language/ })).toBeInTheDocument();
  });

  it('from another page a section link goes to / with the anchor', async () => {
    const user = userEvent.setup();
    renderAt('/terms-of-service');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Site' })).getByRole('link', { name: 'Features' }),
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/#features');
  });

  it('under 768 px folds the links into a menu that closes after a link', async () => {
    setViewportWidth(375);
    const user = userEvent.setup();
    renderAt('/privacy-policy');
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(menu).toBeInTheDocument();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Close menu');
    await user.click(within(menu).getByRole('link', { name: 'Contact' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('where')).toHaveTextContent('/#contact');
  });
});

describe('PublicFooter', () => {
  it('links the legal pages and shows the business hours', () => {
    renderAt('/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    expect(within(footer).getByTestId('hours-weekdays')).toHaveTextContent(
      /Monday to Friday\s*8:00\sAM to 6:00\sPM/,
    );
    expect(within(footer).getByTestId('hours-saturday')).toHaveTextContent(/Saturday\s*9:00\sAM to 4:00\sPM/);
    expect(within(footer).getByTestId('hours-sunday')).toHaveTextContent(/Sunday\s*Closed/);
  });
});
