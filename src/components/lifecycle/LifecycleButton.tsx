import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onDemand, useOnDemand } from '@/components/onDemand';
import type { LifecycleDiagramProps } from './LifecycleDiagram';

export interface LifecycleButtonProps extends LifecycleDiagramProps {
  /** The dialog's title, already translated (for example "User lifecycle"). */
  title: string;
  /** The button's text; "Lifecycle" unless the screen has more than one lifecycle to show. */
  label?: string;
}

// The diagram and its dialog are a chunk of their own, fetched when the button is pointed at,
// focused or pressed: most visits of a detail page never open it.
const dialog = onDemand(() => import(/* webpackChunkName: "lifecycle" */ './LifecycleDialog'));

/**
 * A "Lifecycle" button that opens the entity's lifecycle as a diagram drawn from its machine, with
 * the current status and the events it accepts now highlighted: why an action is or is not offered.
 */
export function LifecycleButton({ title, label, ...diagram }: LifecycleButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, load] = useOnDemand(dialog);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<AccountTreeOutlinedIcon />}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          load();
          setOpen(true);
        }}
      >
        {label ?? t('admin.lifecycle.button')}
      </Button>
      {loaded ? (
        <loaded.default open={open} onClose={() => setOpen(false)} title={title} {...diagram} />
      ) : null}
    </>
  );
}
