import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ReactNode } from 'react';
import { OutlinedField, type OutlinedFieldProps } from './TextInput';

export interface NativeSelectFieldProps extends OutlinedFieldProps {
  /** The `<option>`s. */
  children: ReactNode;
}

/**
 * An outlined native `<select>` with the DOM of TextField's `select` with `native: true`. It is a
 * file of its own so that only the pages with a select load NativeSelect.
 */
export function NativeSelectField({ children, ...field }: NativeSelectFieldProps) {
  return (
    <OutlinedField
      {...field}
      renderInput={(input) => (
        // `error` also marks the <select> itself, as TextField's native select does.
        <NativeSelect input={<OutlinedInput {...input} />} inputProps={{ error: field.error }}>
          {children}
        </NativeSelect>
      )}
    />
  );
}
