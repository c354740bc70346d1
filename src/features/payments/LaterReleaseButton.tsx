import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/components/list/visuallyHidden';

/**
 * A button whose feature comes in a later release: aria-disabled (it stays focusable, so keyboard
 * and screen-reader users find it and hear why), a tooltip on hover and focus, and the same text as
 * its accessible description.
 */
export function LaterReleaseButton({ label, icon }: { label: string; icon: ReactNode }) {
  const { t } = useTranslation();
  const hintId = useId();
  const hint = t('admin.payments.laterRelease');
  return (
    <>
      <Tooltip title={hint} describeChild>
        <Button
          variant="outlined"
          startIcon={icon}
          aria-disabled="true"
          aria-describedby={hintId}
          onClick={(event) => event.preventDefault()}
          sx={{
            color: 'text.secondary',
            borderColor: 'divider',
            cursor: 'not-allowed',
            '&:hover': { borderColor: 'divider', backgroundColor: 'transparent' },
          }}
        >
          {label}
        </Button>
      </Tooltip>
      <Box component="span" id={hintId} sx={visuallyHidden}>
        {hint}
      </Box>
    </>
  );
}
