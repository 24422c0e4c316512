/**
 * CSV for the dashboards' downloads (manifests, Export, Export Report): RFC 4180 quoting, CRLF line ends, and a
 * byte-order mark so that spreadsheet programs read Thai text as UTF-8. A cell that a spreadsheet would run as a
 * formula (starting with =, +, -, @, a tab or a carriage return) is prefixed with an apostrophe (OWASP's CSV
 * injection advice): names and special requests are typed by travellers.
 */
export type TCsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: TCsvCell): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly TCsvCell[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
