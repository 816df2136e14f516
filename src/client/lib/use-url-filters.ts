import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters kept in the address (a reload, a link or Back keeps them): each key's value when it is one
 * of its allowed values, else the first; `page` from 1; `search` typed freely and sent once typing pauses.
 */
export function useUrlFilters<K extends string>(allowed: Record<K, readonly string[]>) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(
    Object.entries<readonly string[]>(allowed).map(([key, options]) => {
      const value = params.get(key);
      return [key, value !== null && options.includes(value) ? value : options[0]];
    }),
  ) as Record<K, string>;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';

  const update = useCallback(
    (change: Partial<Record<K | 'search', string>> & { page?: number }) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries({ page: 1, ...change })) {
            if (value === '' || value === 'all' || value === 1) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const [typed, setTyped] = useState(search);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (typed.trim() !== search) update({ search: typed.trim() } as never);
    }, 250);
    return () => clearTimeout(timer);
  }, [typed, search, update]);

  return { values, page, search, typed, setTyped, update };
}
