import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';

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

/** A labelled drop-down choosing one of `options` (e.g. a status filter with an "All" option). */
export function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  fullWidth,
  sx,
}: FilterSelectProps<T>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => {
        const chosen = options.find((option) => option.value === event.target.value);
        if (chosen) onChange(chosen.value);
      }}
      fullWidth={fullWidth}
      sx={[{ minWidth: 180 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
