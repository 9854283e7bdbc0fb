export type CsvDelimiter = ';' | ',' | '\t';
export function detectDelimiter(text: string): CsvDelimiter;
export function parseCsv(text: string, delimiter?: CsvDelimiter): string[][];
