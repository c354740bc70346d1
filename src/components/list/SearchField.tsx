import SearchIcon from '@mui/icons-material/Search';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId } from 'react';
import { useLocale } from '@/i18n/locale';
import { MAX_SEARCH_LENGTH } from '@/lib/validation';

export interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The field's visible label; defaults to "Search". */
  label?: string;
  placeholder?: string;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A labelled search box (type="search", so Escape clears it in browsers). Built from MUI's parts
 * rather than TextField, which would bring every input variant and Select into each list route.
 * At most MAX_SEARCH_LENGTH characters can be typed or pasted (issue 10).
 */
export function SearchField({ value, onChange, label, placeholder, fullWidth, sx }: SearchFieldProps) {
  const { t } = useLocale();
  const id = useId();
  const text = label ?? t('list.search');
  return (
    <FormControl variant="outlined" size="small" fullWidth={fullWidth} sx={sx}>
      <InputLabel htmlFor={id}>{text}</InputLabel>
      <OutlinedInput
        id={id}
        type="search"
        label={text}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        slotProps={{ input: { maxLength: MAX_SEARCH_LENGTH } }}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon fontSize="small" aria-hidden />
          </InputAdornment>
        }
      />
    </FormControl>
  );
}
