// A verb the user conjugated for « je », « il / elle / on » or « nous », said to the reader in the same
// tense: « devait » → « deviez » (or « devais »), « prend » → « prenez ». The table holds the Lefff's
// conjugations of about 7 800 verbs (scripts/build-person-table.ts); a form two verbs or two tenses
// say differently to the reader (« suis »: être or suivre) is not in it.
import { fold } from '../french.ts';
import { lookUp } from './french-accents.ts';

/** Who says the verb: « vous » and the imperative said with « vous » are for « tu » forms. */
export type Person = 'je' | 'il' | 'nous' | 'vous' | 'vous-imperative';
const table = './french-persons.txt.gz';
const personKey: Record<Person, number> = { je: 1, il: 3, nous: 4, vous: 5, 'vous-imperative': 6 };

/**
 * The form said to the reader (« tu » or « vous »), or by « nous » (the user's « on » in a letter), or
 * null when the table does not know the verb.
 */
export function toReaderForm(verb: string, person: Person, address: 'tu' | 'vous' | 'nous'): string | null {
  const key = `${verb.toLowerCase()}/${personKey[person]}`;
  // As written, then as typed without accents (« recoit », « gere »).
  const found = lookUp(table, key) ?? lookUp(table, `~${fold(key)}`);
  // « paie », « envoie », « essuie »: verbs in -yer said with an « i » are in the table with their « y ».
  if (!found && /[aou]ie(?:nt|s)?$/i.test(verb))
    return toReaderForm(verb.replace(/ie(nt|s)?$/i, 'ye$1'), person, address);
  if (!found) return null;
  const [tu, vous, nous] = found.split('\t');
  const said = address === 'tu' ? tu : address === 'vous' ? vous : nous;
  return said && said !== 'NA' ? said : null;
}
