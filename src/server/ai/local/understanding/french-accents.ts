// The accents of a French word typed without them, when they are certain: the word's unaccented form
// is no French word and stands for that word only (scripts/build-accent-table.ts writes the table
// from a list of 336 000 French words). « depannage » → « dépannage », « deguster » → « déguster »;
// « cree » (créé, crée) or « marche » (a word) stay as typed.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

interface Table {
  text: string;
  /** Where each line starts, in the sorted text. */
  starts: Int32Array;
}

let table: Table | null = null;

/** Read once, on the first word to look up: about 2 MB of text and an index of its lines. */
function loaded(): Table {
  if (table) return table;
  const text = gunzipSync(readFileSync(new URL('./french-accents.txt.gz', import.meta.url))).toString('utf8');
  const starts: number[] = [0];
  for (let at = text.indexOf('\n'); at !== -1 && at + 1 < text.length; at = text.indexOf('\n', at + 1))
    starts.push(at + 1);
  table = { text, starts: Int32Array.from(starts) };
  return table;
}

/** The accented word for its unaccented, lower-case form, or null when none is certain. */
export function accentedForm(unaccented: string): string | null {
  const { text, starts } = loaded();
  let low = 0;
  let high = starts.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const start = starts[middle]!;
    const tab = text.indexOf('\t', start);
    const key = text.slice(start, tab);
    if (key === unaccented) return text.slice(tab + 1, text.indexOf('\n', tab));
    if (key < unaccented) low = middle + 1;
    else high = middle - 1;
  }
  return null;
}
