// « Réécris ce texte en bon français : on est ouvert tout les jours… »: the user's own French text,
// corrected where the correction is certain, and each change said. No translation, no new sentence:
// accents restored from the French word list, « tout les » → « tous les », nouns and adjectives after a
// plural determiner in the plural, capitals and the final stop, French spaces before « : ; ! ? ».
import { fold } from '../french.ts';
import { truecase } from '../understanding/truecase.ts';
import { blocks } from './compose.ts';

const asked =
  /\b(?:reecri\w*|corrige\w*|relis|relire|reformule\w*|ameliore\w*)\b[^:]*?\b(?:en (?:bon |meilleur |vrai |correct )?francais|francais correct|les fautes|l'orthographe|la grammaire)\b/;

/** The text to correct: after the colon, or between quotes. */
function textOf(message: string): string | null {
  const quoted = /[«"“]\s*([^»"”]{8,})\s*[»"”]/.exec(message)?.[1];
  if (quoted) return quoted.trim();
  const colon = message.search(/\s?:\s/);
  if (colon < 0) return null;
  const text = message
    .slice(colon + 1)
    .replace(/^\s*:?\s*/, '')
    .trim();
  return text.length >= 8 ? text : null;
}

export function proofreadingAsked(message: string): boolean {
  return asked.test(fold(message)) && textOf(message) !== null;
}

const pluralDeterminer =
  /\b(les|des|nos|vos|mes|tes|ses|leurs|ces|quelques|plusieurs|certains|certaines|tous les|toutes les)\s+(\p{Ll}[\p{Ll}'-]*)(\s+(\p{Ll}[\p{Ll}-]*))?/gu;
// Words that never take the plural's « s » here: numbers, prepositions, words already plural-looking.
const invariable =
  /^(?:deux|trois|quatre|cinq|six|sept|huit|neuf|dix|vingt|cent|mille|et|ou|de|du|des|en|a|à|au|aux|plus|moins|tres|très|autres?|memes?|mêmes?)$/;

function plural(word: string): string {
  if (/[sxz]$/.test(word) || invariable.test(word)) return word;
  if (/(?:eau|eu|au)$/.test(word)) return `${word}x`;
  if (/al$/.test(word) && !/(?:festival|bal|carnaval|chacal|recital|récital|regal|régal)$/.test(word))
    return `${word.slice(0, -2)}aux`;
  return `${word}s`;
}

/** The corrected text and the changes made, each « before » → « after ». */
export function proofread(text: string): { text: string; changes: Array<[string, string]> } {
  const changes: Array<[string, string]> = [];
  const note = (before: string, after: string) => {
    if (before !== after && !changes.some(([b]) => b === before)) changes.push([before, after]);
  };
  // Accents and elisions of a text typed fast (the same reading the employees make of a message).
  let out = truecase(text);
  const typed = text.split(/\s+/);
  const written = out.split(/\s+/);
  if (typed.length === written.length)
    typed.forEach((word, index) => {
      const after = written[index]!;
      if (fold(word) === fold(after) && word !== after)
        note(word.replace(/[.,;:!?]+$/, ''), after.replace(/[.,;:!?]+$/, ''));
    });
  out = out.replace(
    /\btout(e?) (les|mes|tes|ses|nos|vos|leurs|ces)\b/g,
    (all, feminine: string, determiner: string) => {
      const fixed = `tou${feminine ? 'tes' : 's'} ${determiner}`;
      note(all, fixed);
      return fixed;
    },
  );
  out = out.replace(
    pluralDeterminer,
    (all, determiner: string, noun: string, spaced?: string, adjective?: string) => {
      const nouns = plural(noun);
      // The adjective agrees with the noun, when it is one (a short verb-like word is left: « les vend »).
      const adjectives =
        adjective &&
        /(?:e|al|if|ive|el|elle|eux|euse|ant|ante|ent|ente|é|ée|in|ine|ier|iere|ière)$/.test(adjective)
          ? plural(adjective)
          : adjective;
      const fixed = `${determiner} ${nouns}${spaced ? ` ${adjectives}` : ''}`;
      // The change said on the words it changed: « nos gâteau » → « nos gâteaux », not the verb after.
      if (adjectives === adjective) note(`${determiner} ${noun}`, `${determiner} ${nouns}`);
      else note(all.trim(), fixed);
      return fixed;
    },
  );
  // A capital at the start of each sentence, and the final stop.
  out = out
    .replace(
      /(^|[.!?]\s+)(\p{Ll})/gu,
      (_all, before: string, letter: string) => `${before}${letter.toUpperCase()}`,
    )
    .replace(/\s*([;:!?])/g, '\u00a0$1')
    .replace(/([^.!?…])\s*$/, '$1.');
  return { text: out, changes };
}

export function proofreadingReply(message: string): string {
  const text = textOf(message)!;
  const { text: corrected, changes } = proofread(text);
  return blocks(
    'Voici votre texte corrigé :',
    corrected
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n'),
    changes.length
      ? `Ce que j’ai corrigé : ${changes.map(([before, after]) => `« ${before} » → « ${after} »`).join(', ')}.`
      : 'Je n’y ai pas trouvé de faute certaine : seuls la ponctuation et les espaces ont été vérifiés.',
    'Je corrige l’orthographe et les accords dont je suis sûr ; pour reformuler le texte en entier, dites-moi ce qu’il doit dire et à qui.',
  );
}
