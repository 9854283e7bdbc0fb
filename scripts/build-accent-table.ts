// Writes src/server/ai/local/understanding/french-accents.txt.gz: for each French word written with
// accents whose unaccented form is no French word and stands for that word only (« depannage » →
// « dépannage », not « cree »: créé, crée…), the pair « unaccented<TAB>accented », sorted. The
// offline engine restores a word typed without its accents from it (truecase.ts). Generated from
// the `an-array-of-french-words` list (MIT), committed so a fresh machine needs nothing.
//   npx tsx scripts/build-accent-table.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { foldForSearch as fold } from '../src/shared/connectors.ts';

const require = createRequire(import.meta.url);
const words: string[] = JSON.parse(
  readFileSync(require.resolve('an-array-of-french-words/index.json'), 'utf8'),
);

const plain = new Set<string>();
const accented = new Map<string, string | null>();
for (const word of words) {
  if (!/^[\p{Ll}-]+$/u.test(word)) continue;
  const folded = fold(word);
  if (folded === word) plain.add(word);
  else accented.set(folded, accented.has(folded) && accented.get(folded) !== word ? null : word);
}
const lines = [...accented]
  .filter((entry): entry is [string, string] => entry[1] !== null && !plain.has(entry[0]))
  .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  .map(([folded, word]) => `${folded}\t${word}`);
const out = new URL('../src/server/ai/local/understanding/french-accents.txt.gz', import.meta.url);
writeFileSync(out, gzipSync(`${lines.join('\n')}\n`, { level: 9 }));
console.log(`${lines.length} words written to ${out.pathname}`);
