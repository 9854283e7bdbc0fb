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
