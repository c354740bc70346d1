import { i18n } from '@/i18n/instance';
import { addAllCatalogues } from '@/i18n/catalogues';
import { fieldMessage } from './fieldMessage';

describe('fieldMessage', () => {
  beforeAll(() => addAllCatalogues());
  afterEach(() => i18n.changeLanguage('en'));

  it('reads a shared code from the shell and a form’s own code under its scope', () => {
    const t = i18n.getFixedT('en');
    expect(fieldMessage(t, 'admin.users.add.errors', 'validation.tooLong.name')).toBe(
      'Use at most 100 characters.',
    );
    expect(fieldMessage(t, 'admin.users.add.errors', 'validation.tooLong.text')).toBe(
      'Use at most 2,000 characters.',
    );
    expect(fieldMessage(t, 'admin.users.add.errors', 'validation.nameLetters')).toBe(
      'Enter a name with letters.',
    );
    expect(fieldMessage(t, 'admin.users.add.errors', 'nameRequired')).toBe(
      i18n.t('admin.users.add.errors.nameRequired'),
    );
    expect(fieldMessage(t, 'admin.users.add.errors', undefined)).toBeUndefined();
  });

  it.each(['es', 'fr', 'de', 'ar'])('has the shared messages in %s', (language) => {
    const t = i18n.getFixedT(language);
    const long = fieldMessage(t, 'x', 'validation.tooLong.phone')!;
    expect(long).not.toBe('Use at most 30 characters.');
    expect(long).toMatch(/30|٣٠/);
    expect(fieldMessage(t, 'x', 'validation.nameLetters')).not.toBe('Enter a name with letters.');
  });
});
