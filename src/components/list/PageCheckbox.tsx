import Checkbox from '@mui/material/Checkbox';
import type { DataListSelection } from './DataList';

/**
 * "Select all on this page": checked when every row of the page is selected, mixed when some are.
 * Selecting adds the page's rows to the selection (rows of other pages stay selected); clearing
 * removes only the page's rows.
 */
export function PageCheckbox<Row>({
  ids,
  selection,
  label,
}: {
  ids: readonly string[];
  selection: DataListSelection<Row>;
  /** Its accessible name, when no visible label names it. */
  label?: string;
}) {
  const count = ids.reduce((n, id) => (selection.selected.has(id) ? n + 1 : n), 0);
  const all = ids.length > 0 && count === ids.length;
  return (
    <Checkbox
      checked={all}
      indeterminate={count > 0 && !all}
      disabled={ids.length === 0}
      onChange={() => {
        const next = new Set(selection.selected);
        for (const id of ids) {
          if (all) next.delete(id);
          else next.add(id);
        }
        selection.onChange(next);
      }}
      slotProps={label ? { input: { 'aria-label': label } } : undefined}
    />
  );
}
