import { screen } from '@testing-library/react';
import { renderRoute } from '@/testing/renderWithProviders';

const FIGURES = ['10K+', '5K+', '99.9%', '24/7', '2 min', '$2.5M+', '98%', '4.8', '4.9', '50K+'];

async function renderLanding() {
  const view = renderRoute('/');
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return view;
}

// The whole page in jsdom on a shared machine: generous limits.
jest.setTimeout(40_000);

describe('LandingPage', () => {
  it('has one h1, the landmarks, the five sections and every marketing figure', async () => {
    await renderLanding();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    for (const id of ['home', 'services', 'mobile-app', 'features', 'contact'])
      expect(document.getElementById(id)).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    for (const figure of FIGURES) expect(text).toContain(figure);
    expect(screen.getByText(/Join 50K\+ users/)).toBeInTheDocument();
  });

  it('offers sign-up per role, marks Driver and Broker Mobile Ready, and draws the revenue chart', async () => {
    await renderLanding();
    expect(screen.getByRole('link', { name: 'Get Started as Driver' })).toHaveAttribute(
      'href',
      '/signup?role=driver',
    );
    expect(screen.getByRole('link', { name: 'Get Started as Carrier' })).toHaveAttribute(
      'href',
      '/signup?role=carrier',
    );
    expect(screen.getAllByText('Mobile Ready')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Revenue trend' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Your Journey' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Watch Demo' })).toBeInTheDocument();
  });
});
