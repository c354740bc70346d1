import { act, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from './instance';
import { LocaleProvider, useLocale } from './locale';

function Chip() {
  const { t, language } = useLocale();
  return <span>{`${language}: ${t('status.active')}`}</span>;
}

function TranslatedChip() {
  const { t, i18n: instance } = useTranslation();
  return <span>{`${instance.language}: ${t('status.active')}`}</span>;
}

/** How many times rendering `ui` copies the i18next instance's properties (a wrapper per `useTranslation`). */
function copiesOfInstance(ui: React.ReactElement): number {
  const copy = jest.spyOn(Object, 'getOwnPropertyDescriptors');
  try {
    render(ui);
    return copy.mock.calls.filter(([target]) => target === i18n).length;
  } finally {
    copy.mockRestore();
  }
}

const TEN = Array.from({ length: 10 }, (_, i) => i);

describe('useLocale', () => {
  afterEach(() => act(() => void i18n.changeLanguage('en')));

  it("gives the provider's t and language, and re-renders in a new language", async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <LocaleProvider>
          <Chip />
        </LocaleProvider>
      </I18nextProvider>,
    );
    expect(screen.getByText('en: Active')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByText('fr: Actif')).toBeInTheDocument();
  });

  it("reads the instance's own t and language outside a provider", async () => {
    await act(() => i18n.changeLanguage('de'));
    render(<Chip />);
    expect(screen.getByText('de: Aktiv')).toBeInTheDocument();
  });

  it('copies the i18next instance once for any number of rows, where useTranslation copies it per row', () => {
    const rows = (Row: () => React.ReactElement) => (
      <I18nextProvider i18n={i18n}>
        <LocaleProvider>
          {TEN.map((i) => (
            <Row key={i} />
          ))}
        </LocaleProvider>
      </I18nextProvider>
    );
    expect(copiesOfInstance(rows(Chip))).toBe(1);
    expect(copiesOfInstance(rows(TranslatedChip))).toBe(11);
  });
});
