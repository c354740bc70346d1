import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@/i18n/languages';
import { initialPreferences } from '@/store/preferencesSlice';
import { renderRoute } from '@/testing/renderWithProviders';
import legalEn from '@/i18n/locales/legal/en';
import { legalSections } from './legalContent';

const renderIn = (path: string, language: Language = 'en') =>
  renderRoute(path, { preloadedState: { preferences: { ...initialPreferences, language } } });

const PAGES = [
  { path: '/privacy-policy', document: 'privacy', title: 'Privacy Policy' },
  { path: '/privacy', document: 'privacy', title: 'Privacy Policy' },
  { path: '/terms-of-service', document: 'terms', title: 'Terms of Service' },
  { path: '/terms', document: 'terms', title: 'Terms of Service' },
] as const;

describe('legal pages', () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    jest.setSystemTime(new Date(2026, 10, 22, 10, 30));
  });
  afterEach(() => jest.useRealTimers());

  it.each(PAGES)(
    '$path shows its page: one h1, then one h2 per section',
    async ({ path, document, title }) => {
      renderIn(path);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      const h2s = within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.id);
      expect(h2s).toEqual(legalSections(document, legalEn[document].sections).map((s) => s.id));
      expect(window.document.title).toBe(`${title} · FreightHub`);
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('main')).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    },
  );

  it.each(PAGES)('$path: Back to Home goes to /', async ({ path }) => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { router } = renderIn(path);
    await user.click(await screen.findByRole('link', { name: 'Back to Home' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    ['en', 'Last updated: November 22, 2026'],
    ['fr', 'Dernière mise à jour : 22 novembre 2026'],
    ['de', 'Zuletzt aktualisiert: 22. November 2026'],
  ] as const)('Last updated is today in the %s format', async (language, expected) => {
    renderIn('/terms-of-service', language);
    await screen.findByRole('heading', { level: 1 });
    const line = screen.getByTestId('last-updated');
    expect(line).toHaveTextContent(expected);
    expect(within(line).getByText(/2026/)).toHaveAttribute('datetime', '2026-11-22');
  });

  it('reads the clock when the page renders, not when the module loads', async () => {
    jest.setSystemTime(new Date(2027, 0, 3, 9));
    renderIn('/privacy');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByTestId('last-updated')).toHaveTextContent('January 3, 2027');
  });

  it('the privacy policy states the 18+ age limit and the 30 days of notice', async () => {
    renderIn('/privacy-policy');
    const main = await screen.findByRole('main');
    expect(main).toHaveTextContent('You must be at least 18 years old');
    expect(main).toHaveTextContent("at least 30 days' notice of material changes");
    expect(main).toHaveTextContent('GPS position');
    expect(main.querySelectorAll('mark')).toHaveLength(0);
  });

  it('the terms state 18+, 30 days of notice, non-refundable fees and the spec 9 fees', async () => {
    renderIn('/terms-of-service');
    const main = await screen.findByRole('main');
    expect(main).toHaveTextContent('You must be at least 18 years old');
    expect(main).toHaveTextContent("at least 30 days' notice of material changes");
    expect(main).toHaveTextContent('non-refundable unless stated otherwise');
    expect(main).toHaveTextContent('costs $25 for brokers and $15 for shippers');
    expect(main).toHaveTextContent('Carriers and drivers post jobs free of charge');
    expect(main).toHaveTextContent('A service fee of 5% of the amount');
  });

  it('marks the jurisdiction and the arbitration organisation as placeholders to be filled', async () => {
    renderIn('/terms');
    const law = await screen.findByRole('region', { name: 'Governing law and arbitration' });
    const marks = [...law.querySelectorAll('mark')];
    expect(marks.map((m) => m.dataset.placeholder)).toEqual(['jurisdiction', 'arbitrator', 'jurisdiction']);
    expect(marks[0]).toHaveTextContent('Placeholder, still to be filled in: [Jurisdiction to be determined]');
    expect(marks[1]).toHaveTextContent('[Arbitration organisation to be determined]');
    expect(screen.getByRole('note')).toHaveTextContent('placeholders that will be filled in');
  });

  it('links every table-of-contents entry to its section heading', async () => {
    renderIn('/privacy-policy');
    const toc = await screen.findByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(legalSections('privacy', legalEn.privacy.sections).length);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target).toHaveTextContent(link.textContent!);
    }
  });

  it('shows the translation notice in other languages only', async () => {
    const { unmount } = renderIn('/privacy-policy', 'en');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    unmount();
    renderIn('/privacy-policy', 'es');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Política de privacidad' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('prevalece la versión en inglés');
  });
});
