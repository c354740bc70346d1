import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/i18n';
import { domainsLoaded, savingFailed, savingResumed, storageUnavailable } from '@/store/storageSlice';
import { renderWithProviders } from '@/testing/renderWithProviders';

const RECOVERED =
  'Saved data for Users and Jobs could not be read and was replaced by the sample data. Everything else was kept.';
const NOT_SAVING = /^Changes are not being saved: the browser’s storage is full\./;
const UNAVAILABLE = /changes will not be kept after you leave or reload the page\./;

describe('storage notice', () => {
  afterEach(() => act(() => void i18n.changeLanguage('en')));

  it('names the sections whose sample data was restored, in the page language', async () => {
    const { store } = renderWithProviders(<p>Screen</p>);
    act(() => void store.dispatch(domainsLoaded({ states: {}, restored: ['users', 'jobs'] })));
    expect(screen.getByRole('status')).toHaveTextContent(RECOVERED);
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Les données enregistrées de Utilisateurs et Missions étaient illisibles/,
    );
  });

  it('shows each fault once, most important first, and each is dismissed on its own', async () => {
    const { store } = renderWithProviders(<p>Screen</p>);
    act(() => {
      store.dispatch(domainsLoaded({ states: {}, restored: ['users'] }));
      store.dispatch(savingFailed());
      store.dispatch(savingFailed());
    });
    const [notSaving, recovered] = screen.getAllByRole('status');
    expect(notSaving).toHaveTextContent(NOT_SAVING);
    expect(recovered).toHaveTextContent(/^Saved data for Users could not be read/);

    const dismiss = within(recovered!).getByRole('button', { name: 'Dismiss' });
    expect(dismiss).toHaveAccessibleDescription(/^Saved data for Users/);
    await userEvent.click(dismiss);
    expect(screen.getAllByRole('status')).toEqual([notSaving]);

    // Saving works again: the notice goes by itself.
    act(() => void store.dispatch(savingResumed()));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says that changes will not be kept when the browser refuses storage', () => {
    const { store } = renderWithProviders(<p>Screen</p>);
    act(() => void store.dispatch(storageUnavailable()));
    expect(screen.getByRole('status')).toHaveTextContent(UNAVAILABLE);
  });
});
