import { stringify } from 'csv-stringify/sync';

// Every CSV the server reads or writes goes through here (csv-parse and csv-stringify, not a split on
// commas): quotes and line breaks inside cells, the BOM, and the « ; » of French Excel (issue 38:
// `"Dupont, Jean",Paris,"1 200,50"` was read as three wrong cells). The CRM import reuses it.

export { type CsvDelimiter, detectDelimiter, parseCsv } from './csv-read.mjs';

/**
 * An amount as a French spreadsheet writes it: « 1 200,50 », « 1.200,50 », « 1200.5 », « 12,5 % »,
 * « 40 € »; null when the cell is not a number.
 */
export function parseFrenchNumber(cell: string): number | null {
  let text = cell.replace(/[\s\u00a0\u202f€%]/g, '');
  if (!/^[+-]?[\d.,]+$/.test(text) || !/\d/.test(text)) return null;
  const comma = text.lastIndexOf(',');
  const dot = text.lastIndexOf('.');
  if (comma > dot) text = text.replaceAll('.', '').replace(',', '.');
  else if (dot > comma && comma >= 0) text = text.replaceAll(',', '');
  else if (comma === -1 && (text.match(/\./g)?.length ?? 0) > 1) text = text.replaceAll('.', '');
  if ((text.match(/,/g)?.length ?? 0) > 0 || (text.match(/\./g)?.length ?? 0) > 1) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** A cell a spreadsheet would run as a formula (= + - @, tab, CR) is prefixed with « ' ». */
function neutralised(value: unknown): string {
  const text =
    value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * A CSV file for French spreadsheets: a BOM (accents read as UTF-8), « ; » separators, every cell
 * quoted, CRLF line ends, and no cell read as a formula. Values that are not strings are written as JSON.
 */
export function toCsv(rows: readonly (readonly unknown[])[]): string {
  const body = stringify(
    rows.map((row) => row.map(neutralised)),
    { delimiter: ';', quoted: true, quoted_empty: true, record_delimiter: '\r\n' },
  );
  return `\uFEFF${body}`;
}
