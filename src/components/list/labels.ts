import type { TFunction } from 'i18next';

/**
 * `t` for a list's columns, each key translated once: a column's value getter turns a role or a
 * status into its label for every row (for sorting, ranking and export), and i18next takes about a
 * microsecond a call: 100,000 rows, two such columns, were over half a second of work each time a
 * list of that size was first shown. A list's columns are made afresh with the language (a new `t`).
 */
export function labelsOf(t: TFunction): (key: string) => string {
  const labels = new Map<string, string>();
  return (key) => {
    let label = labels.get(key);
    if (label === undefined) labels.set(key, (label = t(key)));
    return label;
  };
}
