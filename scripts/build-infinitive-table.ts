// Writes src/server/ai/local/understanding/french-infinitives.txt.gz: every French infinitive of one
// lower-case piece, without its accents, one « infinitive<TAB> » a line, sorted. truecase.ts tells by it
// that « a rendre », « a prevoir » is « à » before an infinitive, and that « installer » before « un
// composteur partage » is a verb. Generated from `french-verbs-lefff` (the Lefff's conjugations),
// committed so a fresh machine needs nothing.
//   npx tsx scripts/build-infinitive-table.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { foldForSearch as fold } from '../src/shared/connectors.ts';

const require = createRequire(import.meta.url);
const verbs: Record<string, unknown> = JSON.parse(
  readFileSync(require.resolve('french-verbs-lefff/dist/conjugations.json'), 'utf8'),
);
const infinitives = new Set(
  Object.keys(verbs)
    .filter((verb) => /^\p{Ll}[\p{Ll}-]*$/u.test(verb))
    .map(fold),
);
const lines = [...infinitives].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map((verb) => `${verb}\t`);
const out = new URL('../src/server/ai/local/understanding/french-infinitives.txt.gz', import.meta.url);
writeFileSync(out, gzipSync(`${lines.join('\n')}\n`, { level: 9 }));
console.log(`${lines.length} infinitives written to ${out.pathname}`);
