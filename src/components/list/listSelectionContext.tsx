import { createContext, useContext, type ReactNode } from 'react';

/** How many rows the list around a bulk bar holds (its current search and filters). */
const ListTotalContext = createContext<number | null>(null);

export function ListSelectionProvider({ total, children }: { total: number; children: ReactNode }) {
  return <ListTotalContext value={total}>{children}</ListTotalContext>;
}

/** The rows of the list this is in; null outside a list. */
export const useListTotal = () => useContext(ListTotalContext);
