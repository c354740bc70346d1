import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId } from 'react';

export interface FilterOption<T extends string> {
  value: T;
  label: string;
}

export interface FilterSelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly FilterOption<T>[];
  onChange: (value: T) => void;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A labelled drop-down choosing one of `options` (e.g. a status filter with an "All" option): an
 * outlined MUI Select, built from its parts rather than TextField (lighter list routes).
 */
export function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  fullWidth,
  sx,
}: FilterSelectProps<T>) {
  const id = useId();
  const labelId = `${id}-label`;
  return (
    <FormControl
      variant="outlined"
      size="small"
      fullWidth={fullWidth}
      sx={[{ minWidth: 180 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select
        id={id}
        labelId={labelId}
        value={value}
        label={label}
        input={<OutlinedInput label={label} />}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
