import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router-dom';

/**
 * `useSearchParams`, with a writer whose updater always starts from the newest parameters: React
 * Router hands the updater the parameters of the last render, so two quick changes (a filter chosen,
 * then a search typed before the list re-rendered) would otherwise lose the first.
 */
export function useLatestSearchParams(): [
  URLSearchParams,
  (update: (params: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => void,
] {
  const [searchParams, setSearchParams] = useSearchParams();
  const latest = useRef(searchParams);
  useLayoutEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);
  const write = useCallback(
    (update: (params: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      const next = update(new URLSearchParams(latest.current));
      latest.current = next;
      setSearchParams(next, options);
    },
    [setSearchParams],
  );
  return [searchParams, write];
}
