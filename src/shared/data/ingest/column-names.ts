import { cutText } from './cut-text';

/** The longest column name kept: a header is a name, not data (a file of 60 KB names made a 40 MB profile). */
export const columnNameMaxChars = 255;

/** Bidi embeddings, overrides and isolates: in a name they reorder what is shown (`\u202Egnp.exe` shows `exe.png`). */
const reordering = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * Column names made present, short, shown as written and unique: a blank one is "Column 3", one past 255
 * characters cut there, bidi controls taken out, a repeated one "name (2)". Each base name
 * remembers its next copy number, so many repeats cost no more than many names.
 */
export function columnNames(raw: readonly string[]): string[] {
  const seen = new Set<string>();
  const nextCopy = new Map<string, number>();
  return raw.map((value, index) => {
    const base =
      cutText(value.replace(reordering, '').trim(), columnNameMaxChars).trim() || `Column ${index + 1}`;
    let name = base;
    let copy = nextCopy.get(base) ?? 2;
    while (seen.has(name)) name = `${base} (${copy++})`;
    nextCopy.set(base, copy);
    seen.add(name);
    return name;
  });
}
