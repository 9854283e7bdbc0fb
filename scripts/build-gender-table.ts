// Writes src/server/ai/local/understanding/french-nouns.txt.gz: for each French noun of one lower-case
// piece, by its form without accents, the nouns it may stand for and their gender, « marche<TAB>marche:F
// marché:M », sorted. truecase.ts reads a word typed without accents after a determiner by it: « du
// marche » can only be « marché », « la marche » stays. Generated from the Lefff's genders
// (`french-words-gender-lefff`, a devDependency, LGPL-LR data), committed so a fresh machine needs
// nothing.
//   npx tsx scripts/build-gender-table.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { foldForSearch as fold } from '../src/shared/connectors.ts';

const require = createRequire(import.meta.url);
const source = require.resolve('french-words-gender-lefff/dist/words.json');
const genders: Record<string, string> = JSON.parse(readFileSync(source, 'utf8'));
const byFolded = new Map<string, string[]>();
for (const [noun, gender] of Object.entries(genders)) {
  if (!/^\p{Ll}[\p{Ll}-]*$/u.test(noun) || !/^[MF]$/.test(gender)) continue;
  const folded = fold(noun);
  byFolded.set(folded, [...(byFolded.get(folded) ?? []), `${noun}:${gender}`]);
}
const lines = [...byFolded]
  .map(([folded, nouns]) => `${folded}\t${nouns.sort().join(' ')}`)
  .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
const out = new URL('../src/server/ai/local/understanding/french-nouns.txt.gz', import.meta.url);
writeFileSync(out, gzipSync(`${lines.join('\n')}\n`, { level: 9 }));
console.log(`${lines.length} nouns written to ${out.pathname}`);
