import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

// The public pages (landing, account screens) use TextInput: MUI's TextField imports Select, which
// brings Menu, Popover, Modal and FocusTrap into pages that never open a menu.

const ROOT = join(__dirname, '..', '..', '..');
const FOLDERS = ['src/components/form', 'src/features/auth', 'src/features/landing'];

/**
 * The imports that load MUI's Select: TextField, Select, or either from the '@mui/material' index.
 * Type-only imports load nothing.
 */
export function selectImports(source: string): string[] {
  const found: string[] = [];
  for (const [, names, from] of source.matchAll(/(?:import|export)\s+([^;]*?)\s*from\s*['"]([^'"]+)['"]/g)) {
    if (/^type\s/.test(names!)) continue;
    if (/^@mui\/material\/(TextField|Select)(\/|$)/.test(from!)) found.push(from!);
    else if (from === '@mui/material' && /\b(TextField|Select)\b/.test(names!)) found.push(`${from} index`);
  }
  return found;
}

const name = (file: string) => relative(ROOT, file).split(sep).join('/');
const sources = FOLDERS.flatMap((folder) =>
  readdirSync(join(ROOT, folder))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(ROOT, folder, file)),
);

describe('public pages', () => {
  it('finds the rule breakers', () => {
    expect(selectImports("import TextField from '@mui/material/TextField';")).toEqual([
      '@mui/material/TextField',
    ]);
    expect(selectImports("import Select, { type SelectProps } from '@mui/material/Select';")).toEqual([
      '@mui/material/Select',
    ]);
    expect(selectImports("import { Box, TextField } from '@mui/material';")).toEqual(['@mui/material index']);
    expect(selectImports("export { default } from '@mui/material/Select';")).toEqual([
      '@mui/material/Select',
    ]);
    expect(selectImports("import NativeSelect from '@mui/material/NativeSelect';")).toEqual([]);
    expect(selectImports("import type { TextFieldProps } from '@mui/material/TextField';")).toEqual([]);
  });

  it.each(sources.map((file) => [name(file), file]))('%s does not import TextField or Select', (_, file) => {
    expect(selectImports(readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('reads the pages', () => {
    const names = sources.map(name);
    expect(names).toEqual(
      expect.arrayContaining(['src/features/auth/SignupPage.tsx', 'src/features/landing/ContactSection.tsx']),
    );
  });
});
