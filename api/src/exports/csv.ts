/**
 * CSV as spreadsheet programs read it: RFC 4180 (comma-separated, CRLF line ends, a field quoted
 * when it holds a comma, quote or line break, quotes doubled), a UTF-8 byte order mark first so
 * Excel reads Bangla and other non-Latin text as UTF-8, and every cell that a spreadsheet would
 * run as a formula (starting with = + - @, a tab or a carriage return) prefixed with a single
 * quote, against CSV injection.
 */
export type CsvCell = string | number | boolean | null | undefined;

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: text as is, numbers and booleans as text, nothing as empty. */
export function csvCell(value: CsvCell): string {
  let text = value == null ? '' : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: the header row, then the rows, each line ended with CRLF, with the BOM first. */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
