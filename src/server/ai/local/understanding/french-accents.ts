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

const tables = new Map<string, Table>();

/** Read once, on the first word to look up: the text and an index of its lines. */
function loaded(file: string): Table {
  const known = tables.get(file);
  if (known) return known;
  const text = gunzipSync(readFileSync(new URL(file, import.meta.url))).toString('utf8');
  const starts: number[] = [0];
  for (let at = text.indexOf('\n'); at !== -1 && at + 1 < text.length; at = text.indexOf('\n', at + 1))
    starts.push(at + 1);
  const table = { text, starts: Int32Array.from(starts) };
  tables.set(file, table);
  return table;
}

/**
 * What a sorted « key<TAB>rest » table of this folder gives for its key, by binary search (the word
 * tables here and in french-persons.ts).
 */
export function lookUp(file: string, key: string): string | null {
  const { text, starts } = loaded(file);
  let low = 0;
  let high = starts.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const start = starts[middle]!;
    const tab = text.indexOf('\t', start);
    const found = text.slice(start, tab);
    if (found === key) return text.slice(tab + 1, text.indexOf('\n', tab));
    if (found < key) low = middle + 1;
    else high = middle - 1;
  }
  return null;
}

/** The accented word for its unaccented, lower-case form, or null when none is certain. */
export function accentedForm(unaccented: string): string | null {
  return lookUp('./french-accents.txt.gz', unaccented);
}

/**
 * The participle or adjective in « é » for an unaccented form that is also another word (« motive »:
 * « motivé » or the verb), or null: the caller knows the sentence wants a participle
 * (scripts/build-participle-table.ts).
 */
export function participleForm(unaccented: string): string | null {
  return lookUp('./french-participles.txt.gz', unaccented);
}

/**
 * Whether a lower-case word typed without accents is a French word at all (« fini », « faim »,
 * « depannage »): in the word table (scripts/build-word-table.ts) or in the accent table.
 */
export function isFrenchWord(unaccented: string): boolean {
  return lookUp('./french-words.txt.gz', unaccented) !== null || accentedForm(unaccented) !== null;
}

/**
 * The name of a French commune typed without its accents (« plouzane » → « Plouzané »), when the
 * unaccented form stands for that commune only and is no French word (scripts/build-place-table.ts).
 */
export function placeName(unaccented: string): string | null {
  return lookUp('./french-places.txt.gz', unaccented);
}

export interface Noun {
  written: string;
  feminine: boolean;
}

/**
 * The nouns a lower-case word typed without accents may stand for, with their gender (« marche »: la
 * marche, le marché), from the Lefff's genders (scripts/build-gender-table.ts); singular forms only.
 */
export function nounsOf(unaccented: string): Noun[] {
  const found = lookUp('./french-nouns.txt.gz', unaccented);
  if (!found) return [];
  return found.split(' ').map((noun) => ({ written: noun.slice(0, -2), feminine: noun.endsWith(':F') }));
}

/** Whether a lower-case word typed without accents is an infinitive (« rendre », « prevoir »). */
export function isInfinitive(unaccented: string): boolean {
  return lookUp('./french-infinitives.txt.gz', unaccented) !== null;
}
