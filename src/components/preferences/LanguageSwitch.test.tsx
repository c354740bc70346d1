import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadLanguage } from '@/i18n';
import { LANGUAGE_SWITCH_DELAY_MS } from '@/machines/languageSwitch.machine';
import { selectLanguage } from '@/store/preferencesSlice';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { LanguageSwitch } from './LanguageSwitch';

// The real loader (every catalogue is already in i18next in tests), observed and made to fail.
jest.mock('@/i18n', () => {
  const actual = jest.requireActual<typeof import('@/i18n')>('@/i18n');
  return { ...actual, loadLanguage: jest.fn(actual.loadLanguage) };
});

const load = jest.mocked(loadLanguage);

async function choose(language: string) {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const rendered = renderWithProviders(<LanguageSwitch />);
  await user.click(screen.getByRole('button', { name: /^Language/ }));
  await user.click(await screen.findByRole('menuitem', { name: language }));
  return rendered;
}

describe('LanguageSwitch', () => {
  afterEach(() => {
    jest.useRealTimers();
    load.mockClear();
  });

  it('loads the chosen language, then applies it when it is loaded and 300 ms have passed', async () => {
    let finishLoading!: () => void;
    load.mockReturnValueOnce(new Promise<void>((resolve) => (finishLoading = resolve)));
    const { store } = await choose('Français');
    expect(load).toHaveBeenCalledWith('fr');

    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(selectLanguage(store.getState())).toBe('en');
    expect(screen.getByTestId('language-switching')).toBeInTheDocument();

    await act(async () => finishLoading());
    expect(selectLanguage(store.getState())).toBe('fr');
    expect(screen.queryByTestId('language-switching')).not.toBeInTheDocument();
  });

  it('keeps the language and shows an error toast when the language cannot be loaded', async () => {
    load.mockRejectedValueOnce(new Error('Loading chunk i18n-shell-ar failed'));
    const { store } = await choose('العربية');
    await act(() => jest.advanceTimersByTimeAsync(LANGUAGE_SWITCH_DELAY_MS));

    expect(selectLanguage(store.getState())).toBe('en');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(screen.queryByTestId('language-switching')).not.toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Notifications' });
    const title = within(region).getByText('The language could not be loaded. Please try again.');
    expect(title.closest('.notistack-MuiContent')).toHaveClass('notistack-MuiContent-error');

    // Trying again loads again, and this time it works.
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: /^Language/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'العربية' }));
    await act(() => jest.advanceTimersByTimeAsync(LANGUAGE_SWITCH_DELAY_MS));
    expect(load).toHaveBeenCalledTimes(2);
    expect(selectLanguage(store.getState())).toBe('ar');
  });
});
