// Writes src/server/ai/local/understanding/french-places.txt.gz: for each French town of 2 000
// inhabitants or more whose name is written with accents (« Plouzané », « Quimperlé », « Châteaulin »),
// the pair « unaccented<TAB>name », sorted, when the unaccented form stands for that name only and is no French word. The offline engine
// gives a place typed without its accents the accents it is known by (truecase.ts). Generated from
// the official list of communes (`@etalab/decoupage-administratif`, MIT), committed so a fresh machine
// needs nothing.
//   npx tsx scripts/build-place-table.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gunzipSync, gzipSync } from 'node:zlib';
import { foldForSearch as fold } from '../src/shared/connectors.ts';

const require = createRequire(import.meta.url);
const folder = new URL('../src/server/ai/local/understanding/', import.meta.url);
// The French words, with and without accents (scripts/build-word-table.ts, build-accent-table.ts).
const frenchWords = new Set(
  ['french-words.txt.gz', 'french-accents.txt.gz'].flatMap((file) =>
    gunzipSync(readFileSync(new URL(file, folder)))
      .toString('utf8')
      .split('\n')
      .map((line) => line.split('\t')[0]!),
  ),
);
const read = (file: string) =>
  JSON.parse(readFileSync(require.resolve(`@etalab/decoupage-administratif/data/${file}`), 'utf8'));
const communes: Array<{ nom: string; type: string; population?: number }> = read('communes.json');
// « la Loire », « l'Ain »: a department's or a region's name, typed right, is never a village's
// (« Loiré »). A first name (« Rene ») is left out where the table is read (truecase.ts).
const areas = new Set(
  [...read('departements.json'), ...read('regions.json')].map((area: { nom: string }) => fold(area.nom)),
);

const names = new Map<string, string | null>();
for (const { nom, type, population } of communes) {
  // A town of some size: a hamlet's name typed without accents is more often another word or name.
  if (type !== 'commune-actuelle' || (population ?? 0) < 2000) continue;
  // One word, hyphens allowed (« Pont-l'Abbé » is typed with its hyphens or not at all).
  if (!/^[\p{L}-]+$/u.test(nom)) continue;
  const folded = fold(nom);
  if (folded === nom.toLowerCase()) continue;
  names.set(folded, names.has(folded) && names.get(folded) !== nom ? null : nom);
}
const lines = [...names]
  .filter(
    (entry): entry is [string, string] =>
      entry[1] !== null && !frenchWords.has(entry[0]) && !areas.has(entry[0]),
  )
  .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  .map(([folded, name]) => `${folded}\t${name}`);
const out = new URL('french-places.txt.gz', folder);
writeFileSync(out, gzipSync(`${lines.join('\n')}\n`, { level: 9 }));
console.log(`${lines.length} places written to ${out.pathname}`);
