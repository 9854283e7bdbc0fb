// Writes src/server/ai/local/understanding/french-participles.txt.gz: for each past participle or
// adjective ending in « é » (« motivé », « expérimentés », « fermée ») whose unaccented form is also
// another French word (« motive », « experimente »: the verb), so that the accent table
// (build-accent-table.ts) cannot restore it, the pair « unaccented<TAB>participle », sorted, when only
// one word ending in « é » has that form. truecase.ts writes it where French says a participle or an
// adjective: after « être » or « avoir », after « quelqu'un de », « très »… Generated from the
// `an-array-of-french-words` list (MIT), committed so a fresh machine needs nothing.
//   npx tsx scripts/build-participle-table.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { foldForSearch as fold } from '../src/shared/connectors.ts';

const require = createRequire(import.meta.url);
const words: string[] = JSON.parse(
  readFileSync(require.resolve('an-array-of-french-words/index.json'), 'utf8'),
);

const byFolded = new Map<string, string[]>();
for (const word of words) {
  if (!/^[\p{Ll}-]+$/u.test(word)) continue;
  const folded = fold(word);
  byFolded.set(folded, [...(byFolded.get(folded) ?? []), word]);
}
const lines: string[] = [];
for (const [folded, forms] of byFolded) {
  const participles = forms.filter((word) => /é(?:e?s?)$/.test(word));
  // Ambiguous: another word has this unaccented form (the verb « motive », the noun « cote »).
  if (participles.length !== 1 || forms.length < 2) continue;
  lines.push(`${folded}\t${participles[0]}`);
}
lines.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
const out = new URL('../src/server/ai/local/understanding/french-participles.txt.gz', import.meta.url);
writeFileSync(out, gzipSync(`${lines.join('\n')}\n`, { level: 9 }));
console.log(`${lines.length} words written to ${out.pathname}`);
