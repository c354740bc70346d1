import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router-dom';

/**
 * `useSearchParams`, with a writer whose updater always starts from the newest parameters: React
 * Router hands the updater the parameters of the last render, so two quick changes (a filter chosen,
 * then a search typed before the list re-rendered) would otherwise lose the first. The writer is
 * one function for the component's life (React Router's changes with every change of the query),
 * so the setters built on it (a list's search, filters, sort and page) keep their identity and a
 * memoised view given them (the filter bar) does not render again for nothing.
 */
export function useLatestSearchParams(): [
  URLSearchParams,
  (update: (params: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => void,
] {
  const [searchParams, setSearchParams] = useSearchParams();
  const latest = useRef(searchParams);
  const setLatest = useRef(setSearchParams);
  useLayoutEffect(() => {
    latest.current = searchParams;
    setLatest.current = setSearchParams;
  }, [searchParams, setSearchParams]);
  const write = useCallback(
    (update: (params: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      const next = update(new URLSearchParams(latest.current));
      latest.current = next;
      setLatest.current(next, options);
    },
    [],
  );
  return [searchParams, write];
}
