import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type FormEvent } from 'react';
import { NativeSelectField } from '@/components/form/NativeSelectField';

export interface AssignOption {
  value: string;
  label: string;
}

interface AssignSelectProps {
  /** The field's name and label, e.g. "driver" and "Driver". */
  name: string;
  label: string;
  placeholder: string;
  options: readonly AssignOption[];
  /** The button's text, e.g. "Assign Driver". */
  submit: string;
  /** The message at the field when nothing is chosen. */
  requiredMessage: string;
  helperText?: string;
  onAssign: (value: string) => void;
}

/**
 * A select and its Assign button. Nothing chosen: the message shows at the field, which gets the
 * focus; the choice is kept until the assignment is made.
 */
export function AssignSelect({
  name,
  label,
  placeholder,
  options,
  submit,
  requiredMessage,
  helperText,
  onAssign,
}: AssignSelectProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!value) {
      setError(true);
      const field = event.currentTarget.elements.namedItem(name);
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    onAssign(value);
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={label}
      onSubmit={onSubmit}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <NativeSelectField
        name={name}
        label={label}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError(false);
        }}
        error={error}
        helperText={error ? requiredMessage : helperText}
        fullWidth
        slotProps={{ inputLabel: { shrink: true } }}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelectField>
      <Button type="submit" variant="contained" sx={{ justifySelf: 'start' }}>
        {submit}
      </Button>
    </Box>
  );
}
