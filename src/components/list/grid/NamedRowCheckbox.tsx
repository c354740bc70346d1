import { GridRowCheckbox, type GridRowCheckboxProps } from '@mui/x-data-grid';
import { useGridList } from './gridListContext';

/**
 * The grid's row checkbox (its `rowCheckbox` slot), named after its row ("Select Ana Ruiz") instead
 * of the grid's one "Select row" for every row, so a screen reader and a test can tell them apart.
 */
export function NamedRowCheckbox({
  ref,
  ...props
}: GridRowCheckboxProps & { ref?: React.Ref<HTMLButtonElement> }) {
  const { rowLabel } = useGridList();
  const htmlInput = props.slotProps?.htmlInput;
  const label = rowLabel?.(String(props.rowId));
  return (
    <GridRowCheckbox
      {...props}
      ref={ref}
      slotProps={{
        ...props.slotProps,
        htmlInput: { ...htmlInput, ...(label ? { 'aria-label': label } : {}) },
      }}
    />
  );
}
