import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput, type TextInputProps } from './TextInput';

export type PasswordFieldProps = Omit<TextInputProps, 'type'>;

/**
 * A password TextInput with a show/hide toggle. The toggle is a real button with a label saying
 * what it does and `aria-pressed` saying whether the password is shown; the typed value is kept
 * when it is toggled.
 */
export function PasswordField({ slotProps, ...props }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const label = visible ? t('password.hide') : t('password.show');
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={label}
                aria-pressed={visible}
                onClick={() => setVisible((v) => !v)}
                // Keeps the caret in the field when the toggle is clicked with a mouse.
                onMouseDown={(e) => e.preventDefault()}
                edge="end"
              >
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
