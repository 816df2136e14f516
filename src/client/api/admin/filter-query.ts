/** `?a=1&b=x` from the set filters, leaving out empty and 'all' ones. */
export const filterQuery = (filters: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(filters).flatMap(([key, value]) =>
      value === undefined || value === '' || value === 'all' ? [] : [[key, String(value)]],
    ),
  ).toString();
