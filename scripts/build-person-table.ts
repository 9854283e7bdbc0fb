// Writes src/server/ai/local/understanding/french-persons.txt.gz: for each conjugated form said by
// « je » (1), « il / elle / on » (3), « nous » (4) or « vous » (5), in the present, imperfect, future,
// conditional or subjunctive, and for each imperative said with « vous » (6), the same verb and tense
// said to the reader: « devait/3 » → « devais », « deviez ». The
// engine says back to the reader what the user wrote about them (« il devait me dire s'il prend… » →
// « vous deviez me dire si vous prenez… »). Generated from `french-verbs-lefff` (the Lefff's
// conjugations, as packaged by RosaeNLG, Apache-2.0), committed so a fresh machine needs nothing.
// Line: « form/person<TAB>tu form<TAB>vous form<TAB>nous form », sorted (the « nous » form says the
// user's « on » in a letter: « on refait » → « nous refaisons »); « ~unaccented form/person » for the same
// when the unaccented form is no other verb's. A form that two verbs or two tenses
// say differently to the reader (« suis/1 »: être or suivre) is left out: the engine's own tables
// decide those.
//   npx tsx scripts/build-person-table.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { foldForSearch as fold } from '../src/shared/connectors.ts';

const require = createRequire(import.meta.url);
const verbs: Record<string, Record<string, string[]>> = JSON.parse(
  readFileSync(require.resolve('french-verbs-lefff/dist/conjugations.json'), 'utf8'),
);

// The tenses a request tells things in, most likely first: a form found in an earlier tense wins
// (« présente/3 » is the present's « présentez », not the subjunctive's « présentiez »).
const tenses = ['P', 'I', 'F', 'C', 'S'] as const;
// Index of each person in a tense's six forms; 5 is « vous » itself, for a draft said with « vous »
// turned to « tu » (« vous recevez » → « tu reçois »).
const persons = { 1: 0, 3: 2, 4: 3, 5: 4 } as const;

const found = new Map<string, { rank: number; tu: string; vous: string; nous: string; ambiguous: boolean }>();
for (const [infinitive, table] of Object.entries(verbs)) {
  // Pronominal entries (« uwSe ») and multi-word ones say nothing more.
  if (!/^[\p{Ll}-]+$/u.test(infinitive)) continue;
  // The imperative: « Recevez » → « Reçois », key « recevez/6 ».
  const imperative = table.Y;
  if (imperative?.[1] && imperative[4] && imperative[1] !== 'NA' && imperative[4] !== 'NA') {
    const key = `${imperative[4]}/6`;
    const known = found.get(key);
    if (!known)
      found.set(key, {
        rank: 0,
        tu: imperative[1],
        vous: imperative[4],
        nous: imperative[3] ?? 'NA',
        ambiguous: false,
      });
    else if (known.tu !== imperative[1]) known.ambiguous = true;
  }
  tenses.forEach((tense, rank) => {
    const forms = table[tense];
    if (!forms || forms.length !== 6) return;
    const [tu, vous, nous] = [forms[1]!, forms[4]!, forms[3]!];
    if (tu === 'NA' || vous === 'NA') return;
    for (const [person, index] of Object.entries(persons)) {
      const form = forms[index];
      if (!form || form === 'NA') continue;
      const key = `${form}/${person}`;
      const known = found.get(key);
      if (!known || rank < known.rank) found.set(key, { rank, tu, vous, nous, ambiguous: false });
      else if (rank === known.rank && (known.tu !== tu || known.vous !== vous || known.nous !== nous))
        known.ambiguous = true;
    }
  });
}

const lines: string[] = [];
// A request typed without accents (« gere », « recoit ») finds its verb by the unaccented form, when
// that form is no other verb's (« deviez »: devoir, or dévier), behind a « ~ ».
const byFolded = new Map<string, string | null>();
for (const [key, { tu, vous, nous, ambiguous }] of found) {
  if (ambiguous) continue;
  const said = `${tu}\t${vous}\t${nous}`;
  lines.push(`${key}\t${said}`);
  const folded = `~${fold(key)}`;
  if (folded === `~${key}`) continue;
  byFolded.set(folded, byFolded.has(folded) && byFolded.get(folded) !== said ? null : said);
}
for (const [key, said] of byFolded)
  if (said !== null && !found.has(key.slice(1))) lines.push(`${key}\t${said}`);
lines.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
const out = new URL('../src/server/ai/local/understanding/french-persons.txt.gz', import.meta.url);
writeFileSync(out, gzipSync(`${lines.join('\n')}\n`, { level: 9 }));
const left = [...found.values()].filter((entry) => entry.ambiguous).length;
console.log(`${lines.length} forms written to ${out.pathname} (${left} ambiguous left out)`);
