import { useColorScheme } from '@mui/material/styles';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageSwitch } from '@/components/preferences';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { selectLanguage } from '@/store/preferencesSlice';

describe('ThemeRoot', () => {
  afterEach(() => jest.useRealTimers());

  it('sets <html lang dir> from the language: Arabic is right to left', () => {
    renderWithProviders(<p>page</p>, { preloadedState: { preferences: { theme: 'light', language: 'ar' } } });
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it.each(['en', 'es', 'fr', 'de'] as const)('%s is left to right', (language) => {
    renderWithProviders(<p>page</p>, { preloadedState: { preferences: { theme: 'light', language } } });
    expect(document.documentElement).toHaveAttribute('lang', language);
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('applies a chosen language after the 300 ms loading state', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { store } = renderWithProviders(<LanguageSwitch />);
    await user.click(screen.getByRole('button', { name: /^Language/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deutsch' }));
    expect(screen.getByTestId('language-switching')).toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(299));
    expect(selectLanguage(store.getState())).toBe('en');
    act(() => void jest.advanceTimersByTime(1));
    expect(selectLanguage(store.getState())).toBe('de');
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    expect(screen.queryByTestId('language-switching')).not.toBeInTheDocument();
  });

  it('gives the saved colour scheme on the first render, so nothing updates above a hydrating page', () => {
    // An update of MUI's colour-scheme context right after the first commit (its "client now"
    // re-render) would reach the prerendered page's Suspense boundary while it is still
    // dehydrated, and React would then hydrate the whole page in one blocking task (issue 22).
    const modes: (string | undefined)[] = [];
    function Probe() {
      modes.push(useColorScheme().mode);
      return null;
    }
    renderWithProviders(<Probe />, { preloadedState: { preferences: { theme: 'dark', language: 'en' } } });
    expect(modes.length).toBeGreaterThan(0);
    expect(new Set(modes)).toEqual(new Set(['dark']));
  });
});
