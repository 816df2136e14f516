/**
 * Spreadsheet formula injection in CSV files Tessera writes for download (docs/decisions/072, OWASP's "CSV
 * Injection"): a cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return is read as a formula by
 * spreadsheets, so a stranger's text (a webhook's issue title `=HYPERLINK(…)`) would run when an Owner opens the
 * file. Such a cell is written with a single quote before it, which spreadsheets show as text.
 */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * A plain number, signed or not, with digit-group or decimal separators, an exponent or a percent sign: no formula
 * can look like this, and a number must stay a number (`-5` stays `-5`, in a number column or any other).
 */
const plainNumber = /^[+-]?(?:\d[\d,.]*|[.,]\d+)(?:[eE][+-]?\d+)?%?$/;

/** The cell as a downloaded CSV holds it: with a leading `'` when a spreadsheet would take it for a formula. */
export const neutralisedCell = (text: string) =>
  formulaStart.test(text) && !plainNumber.test(text) ? `'${text}` : text;
