import { fold } from '../local/french.ts';

// Finds the task a user named in a sentence ("la tâche devis Dupont") among their task titles
// ("Envoyer le devis à M. Dupont"): the same words, whatever the case, accents, articles or plurals.

const fillerWords = new Set(
  'le la les l un une des du de d a au aux et en pour sur avec ma mon mes ta ton tes sa son ses notre nos votre vos ce cet cette ces tache taches'.split(
    ' ',
  ),
);

/** The meaningful words of a title: folded, without articles, singular. */
export function titleWords(title: string): string[] {
  return fold(title)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && !fillerWords.has(word))
    .map((word) => (word.length > 3 ? word.replace(/[sx]$/, '') : word));
}

/**
 * The best task for a spoken title: the same words first, then a title holding every word said
 * (the shortest such title), then a title whose every word was said. Null when none fits.
 */
export function bestTitleMatch<T extends { title: string }>(wanted: string, tasks: T[]): T | null {
  const said = titleWords(wanted);
  if (said.length === 0) return null;
  const key = said.join(' ');
  let best: { task: T; score: number } | null = null;
  for (const candidate of tasks) {
    const words = titleWords(candidate.title);
    const holdsAll = said.every((word) => words.includes(word));
    const allSaid = words.length > 0 && words.every((word) => said.includes(word));
    const score =
      words.join(' ') === key ? 3000 : holdsAll ? 2000 - words.length : allSaid ? 1000 + words.length : 0;
    if (score > 0 && (!best || score > best.score)) best = { task: candidate, score };
  }
  return best?.task ?? null;
}

// Light French stemming for matching a paraphrase: « l'export des contacts » names « Exporter les
// contacts », « la synthèse » « Synthèse… », « validées » « Valider ». Two words are the same when
// their stems are equal, or when one (of five letters or more) begins the other.
const endings = /(?:ations?|ements?|ions?|ees?|er|ez|es|e|s)$/;

function stem(word: string): string {
  return word.length > 4 ? word.replace(endings, '') : word;
}

export function sameWord(a: string, b: string): boolean {
  const [x, y] = [stem(a), stem(b)];
  if (x === y) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return short.length >= 5 && long.startsWith(short);
}

/**
 * The task a paraphrase of its title names (« c'est fait pour la synthèse de la veille » →
 * « Synthèse de la veille concurrentielle »), by the share of the words said found in each title,
 * accents and endings folded. A title must hold at least two thirds of the words said, and at least
 * one word of five letters or more: a stray word (« comme », « ça ») names no task. Null when no
 * title fits, or when two fit equally.
 */
export function closestTask<T extends { title: string }>(wanted: string, tasks: T[]): T | null {
  const said = titleWords(wanted);
  const exact = tasks.find((task) => titleWords(task.title).join(' ') === said.join(' '));
  if (exact && said.length) return exact;
  if (!said.some((word) => word.length >= 5)) return null;
  const fits: Array<{ task: T; share: number; complete: boolean }> = [];
  for (const candidate of tasks) {
    const words = titleWords(candidate.title);
    if (!words.length) continue;
    const found = said.filter((word) => words.some((other) => sameWord(word, other)));
    if (!found.some((word) => word.length >= 5) || found.length * 3 < said.length * 2) continue;
    const complete = words.every((word) => said.some((other) => sameWord(word, other)));
    fits.push({ task: candidate, share: found.length / said.length, complete });
  }
  const top = Math.max(0, ...fits.map((fit) => fit.share));
  const best = fits.filter((fit) => fit.share === top);
  // Two titles hold the words said as well: the one whose every word was said, else none.
  if (best.length === 1) return best[0]!.task;
  const complete = best.filter((fit) => fit.complete);
  return complete.length === 1 ? complete[0]!.task : null;
}
