const formats = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/**
 * A computed number in the language's style: whole numbers in full, others to two decimals (one past a thousand,
 * three significant digits under one). Only for showing: the result keeps the exact value.
 */
export function formatNumber(value: number | null, locale: string): string {
  if (value === null) return '—';
  if (Number.isInteger(value)) return formatter(locale, { maximumFractionDigits: 0 }).format(value);
  const size = Math.abs(value);
  if (size < 1) return formatter(locale, { maximumSignificantDigits: 3 }).format(value);
  return formatter(locale, { maximumFractionDigits: size >= 1000 ? 1 : 2 }).format(value);
}

/** A share 0–1 as a percentage in the language's style. */
export const formatShare = (value: number, locale: string): string =>
  formatter(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value);
