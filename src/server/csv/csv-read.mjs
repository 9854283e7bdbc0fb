import { parse } from 'csv-parse/sync';

// Reading a CSV (csv-parse, not a split on commas), in plain JavaScript so that the documents'
// extraction child (documents/extract-worker.mjs) and the server (csv.ts) share one reader.

const delimiters = [';', ',', '\t'];

/** The separator of a file: the one found most often outside quotes on its first line (« ; » on a tie). */
export function detectDelimiter(text) {
  const counts = new Map(delimiters.map((d) => [d, 0]));
  let quoted = false;
  for (const char of text.replace(/^\uFEFF/, '')) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char) + 1);
  }
  let best = ';';
  for (const d of delimiters) if (counts.get(d) > counts.get(best)) best = d;
  return best;
}

/**
 * The rows of a CSV text, each a list of trimmed cells; blank lines skipped, rows of uneven length
 * kept as they are. A damaged quote does not throw: the rest of the file is read as plain cells.
 */
export function parseCsv(text, delimiter = detectDelimiter(text)) {
  const options = {
    bom: true,
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
  };
  try {
    return parse(text, options);
  } catch {
    // An unclosed quote: read each line on its own, quotes as plain characters.
    return parse(text, { ...options, quote: false });
  }
}
