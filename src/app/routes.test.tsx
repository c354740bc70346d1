import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/testing/renderWithProviders';
import { seedUsers } from '@/features/users/usersSlice';
import { describeRouteError } from './pages/ErrorScreen';

describe('routes', () => {
  it.each(['/pilot', '/no-such-page', '/admin/no-such-page', '/pilot/users'])(
    'shows the not-found screen at %s and logs the path',
    async (path) => {
      const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
      renderRoute(path);
      expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
      expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
      expect(info).toHaveBeenCalledWith(expect.any(String), path);
      info.mockRestore();
    },
  );

  it.each([
    ['/admin', 'Dashboard'],
    ['/admin/users/verification', 'User Verification'],
    ['/carrier/users/USR-001', seedUsers(new Date()).entities['USR-001']!.name],
    ['/shipper/profile/security', 'Security Settings'],
  ])('renders %s inside the admin layout with its title', async (path, title) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: /navigation/i })).toBeInTheDocument();
  });

  it('Return to Home goes to the landing route', async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const { router } = renderRoute('/nowhere');
    await userEvent.click(await screen.findByRole('link', { name: 'Return to Home' }));
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('describeRouteError', () => {
  it('gives the status and text of a route error response, or the message', () => {
    const response = { status: 503, statusText: 'Service Unavailable', internal: false, data: null };
    expect(describeRouteError(response, 'fallback')).toBe('503 Service Unavailable');
    expect(describeRouteError(new Error('boom'), 'fallback')).toBe('boom');
    expect(describeRouteError(undefined, 'fallback')).toBe('fallback');
  });
});
