// Which CRM record a sentence names (decision 067): « Passe Foncia en négociation » names the
// opportunity of « Syndic Foncia Lyon 7 », « j'ai appelé M. Roux » the contact « Jean Roux ». One
// matcher for the offline engine (on the snapshot) and for the executors (on the owner's rows), so
// what was proposed is what is found when it runs.
import { sameWord } from '../commands/task-title-match.ts';
import { fold, stopWords } from '../local/french.ts';

// Words that name no record by themselves: civilities, legal forms, the CRM's own nouns.
const weakWords = new Set(
  (
    'm mr mme mlle monsieur madame mademoiselle me dr maitre sarl sas sasu sa eurl sci scop ' +
    'societe entreprise groupe cabinet agence syndic client clients prospect prospects contrat contrats ' +
    'opportunite opportunites affaire affaires deal deals devis crm pipeline fiche dossier projet offre ' +
    'annuel annuelle mensuel entretien maintenance service services vente ventes chez note appel mail'
  ).split(' '),
);

/** The words of a name or a sentence: folded, without articles nor stop words. */
export function nameWords(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !stopWords.has(word) && !/^(l|d|qu|j)$/.test(word));
}

function found(word: string, said: readonly string[]): boolean {
  return said.some((other) => other === word || (word.length >= 5 && sameWord(word, other)));
}

/**
 * The records a sentence names best: each scored by the words of its names found in the sentence;
 * a record counts only when one of those words is distinctive (not a civility, a legal form or a CRM
 * noun, three letters or more), or when two of them are said. Several records when they tie (the
 * caller asks which one).
 */
export function recordsNamedIn<T>(
  sentence: string,
  records: readonly T[],
  namesOf: (record: T) => Array<string | null | undefined>,
): T[] {
  const said = nameWords(sentence);
  let best: T[] = [];
  let top = 0;
  for (const record of records) {
    const words = [...new Set(namesOf(record).flatMap((name) => (name ? nameWords(name) : [])))];
    const matched = words.filter((word) => found(word, said));
    // One distinctive word (« Foncia »), or two of its words (« le contrat d'entretien »).
    const distinctive = matched.some(
      (word) => word.length >= 3 && !weakWords.has(word) && !/^\d+$/.test(word),
    );
    if (!distinctive && matched.filter((word) => !/^\d+$/.test(word)).length < 2) continue;
    // A name said whole ranks above a name said in part.
    const whole = namesOf(record).some((name) => {
      const own = name ? nameWords(name) : [];
      return own.length > 0 && own.every((word) => found(word, said));
    });
    const score = matched.length + (whole ? 0.5 : 0);
    if (score > top) {
      top = score;
      best = [record];
    } else if (score === top) best.push(record);
  }
  return best;
}
