// Writes src/server/ai/local/understanding/french-words.txt.gz: every French word of one piece, lower
// case, without its accents, that the accent table (french-accents.txt.gz) does not already hold, one
// « word<TAB> » a line, sorted. Both together tell whether a word typed without accents is French at
// all: « a bubry », a word that is none, names a place (truecase.ts). Generated from the
// `an-array-of-french-words` list (MIT), committed so a fresh machine needs nothing.
//   npx tsx scripts/build-word-table.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gunzipSync, gzipSync } from 'node:zlib';
import { foldForSearch as fold } from '../src/shared/connectors.ts';

const require = createRequire(import.meta.url);
const words: string[] = JSON.parse(
  readFileSync(require.resolve('an-array-of-french-words/index.json'), 'utf8'),
);
const folder = new URL('../src/server/ai/local/understanding/', import.meta.url);
const accented = new Set(
  gunzipSync(readFileSync(new URL('french-accents.txt.gz', folder)))
    .toString('utf8')
    .split('\n')
    .map((line) => line.split('\t')[0]),
);
const plain = new Set(
  words
    .filter((word) => /^\p{Ll}+$/u.test(word))
    .map(fold)
    .filter((word) => !accented.has(word)),
);
const lines = [...plain].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map((word) => `${word}\t`);
const out = new URL('french-words.txt.gz', folder);
writeFileSync(out, gzipSync(`${lines.join('\n')}\n`, { level: 9 }));
console.log(`${lines.length} words written to ${out.pathname}`);
