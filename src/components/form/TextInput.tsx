import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, useRef, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { changeEventOf, useEarlyInput } from './useEarlyInput';

interface FieldSlotProps {
  input?: { endAdornment?: ReactNode };
  inputLabel?: { shrink?: boolean };
}

/** The props of TextField that the public pages use, shared by TextInput and NativeSelectField. */
export interface OutlinedFieldProps {
  label?: ReactNode;
  helperText?: ReactNode;
  /** The id of the input; made up when not given. */
  id?: string;
  name?: string;
  value?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error?: boolean;
  required?: boolean;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  slotProps?: FieldSlotProps;
}

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * The frame of MUI's outlined TextField: FormControl, the label linked to the input, and the helper
 * text linked by aria-describedby. `renderInput` gets the OutlinedInput props that TextField gives.
 * A hydrated field takes what was typed or picked before the app owned the page (useEarlyInput).
 */
export function OutlinedField({
  label,
  helperText,
  id: idProp,
  name,
  value,
  onChange,
  error = false,
  required = false,
  fullWidth = false,
  sx,
  slotProps = {},
  renderInput,
}: OutlinedFieldProps & { renderInput: (input: OutlinedInputProps) => ReactNode }) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const labelId = label != null && label !== '' ? `${id}-label` : undefined;
  const shrink = slotProps.inputLabel?.shrink;
  const inputRef = useRef<FieldElement>(null);
  useEarlyInput(inputRef, {
    early: (element) => (value !== undefined && element.value !== value ? element.value : null),
    adopt: (typed, element) => {
      if (element.value !== typed) element.value = typed;
      // A select's change reaches the same handler as a text's (NativeSelectField).
      onChange?.(changeEventOf(element as HTMLInputElement));
    },
  });
  return (
    <FormControl variant="outlined" error={error} required={required} fullWidth={fullWidth} sx={sx}>
      {labelId ? (
        <InputLabel htmlFor={id} id={labelId} shrink={shrink}>
          {label}
        </InputLabel>
      ) : null}
      {renderInput({
        id,
        name,
        value,
        onChange,
        inputRef,
        label,
        // As TextField: the outline's notch follows an explicit `shrink`.
        notched: shrink,
        fullWidth,
        'aria-describedby': helperTextId,
        endAdornment: slotProps.input?.endAdornment,
      })}
      {helperText ? <FormHelperText id={helperTextId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}

export interface TextInputProps extends OutlinedFieldProps {
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  multiline?: boolean;
  rows?: number;
  slotProps?: FieldSlotProps & { htmlInput?: InputHTMLAttributes<HTMLInputElement> };
}

/**
 * An outlined text field with the DOM and accessibility of MUI's outlined TextField, without
 * TextField's static import of Select, which brings Menu, Popover and Modal into every page that
 * has a form. For a native select, see NativeSelectField.
 */
export function TextInput({ type, autoComplete, placeholder, multiline, rows, ...field }: TextInputProps) {
  // A fixed number of rows is a plain <textarea>: MUI's auto-sizing one measures a hidden copy of
  // itself in a layout effect, a forced reflow while the page hydrates (issue 22). It takes the
  // height of its rows from the browser, the same height.
  const plainTextarea = Boolean(multiline && rows);
  return (
    <OutlinedField
      {...field}
      renderInput={(input) => (
        <OutlinedInput
          {...input}
          type={type}
          autoComplete={autoComplete}
          placeholder={placeholder}
          multiline={multiline}
          rows={rows}
          inputComponent={plainTextarea ? 'textarea' : undefined}
          inputProps={
            plainTextarea ? { type: undefined, ...field.slotProps?.htmlInput } : field.slotProps?.htmlInput
          }
        />
      )}
    />
  );
}
