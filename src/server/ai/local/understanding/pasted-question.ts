// The questions a pasted message asks us, said back to their writer before the user's answer:
// « Pourriez-vous livrer un buffet pour 40 personnes le samedi 12 décembre ? Et à quel prix ? » →
// « Vous nous demandez si nous pouvons livrer un buffet pour 40 personnes le samedi 12 décembre, et à
// quel prix ». The answer then reads as one (« … : oui, c’est 18 € par personne »), and the reply says
// what it agrees to, not a bare « Oui ».

import { fold, withDe } from '../french.ts';
import { toSecondPerson } from './second-person.ts';

export interface PastedQuestion {
  /** « Vous nous demandez si nous pouvons … », without a final stop. */
  said: string;
  /** « Livraison d’un buffet pour 40 personnes », when the deed asked names one. */
  subject: string | null;
}

// What the writer asks us to do, named as a subject line says it.
const deedNouns: Record<string, string> = {
  livrer: 'Livraison',
  installer: 'Installation',
  poser: 'Pose',
  reparer: 'Réparation',
  remplacer: 'Remplacement',
  envoyer: 'Envoi',
  preparer: 'Préparation',
  reserver: 'Réservation',
  organiser: 'Organisation',
  fabriquer: 'Fabrication',
  changer: 'Changement',
  venir: 'Passage',
  passer: 'Passage',
  faire: 'Demande',
  avancer: 'Avancement',
  reporter: 'Report',
  decaler: 'Report',
  annuler: 'Annulation',
  modifier: 'Modification',
  echanger: 'Échange',
  rembourser: 'Remboursement',
};

// « pourriez-vous », « pouvez-vous », « est-ce que vous pourriez », « vous serait-il possible de ».
const canYou =
  /^(?:et\s+)?(?:est-ce que\s+)?(?:(?:pourriez|pouvez|pourrais|peux)-(?:vous|tu)|(?:vous|tu)\s+(?:pourriez|pouvez|pourrais|peux))\s+(.+)$/i;
const isItPossible =
  /^(?:et\s+)?(?:(?:vous\s+)?(?:serait|est)-il possible|est-ce possible)\s+(?:de\s+|d['’])(.+)$/i;
const doYouHave = /^(?:et\s+)?(?:avez|auriez)-vous\s+(.+)$/i;
const price =
  /^(?:et\s+)?(?:(?:[àa]|pour)\s+quel\s+(?:prix|tarif)|combien\s+(?:ça|ca|cela)\s+(?:co[uû]te\w*|revient\w*|ferait)|quel\s+(?:est|serait)\s+(?:le|votre)\s+(?:prix|tarif|co[uû]t)|(?:et\s+)?combien)\b/i;

/** The questions of a pasted message said back to its writer, or null when it asks none of these. */
export function pastedQuestion(pasted: string): PastedQuestion | null {
  const questions = (pasted.match(/[^.?!«»\n]+\?/g) ?? [])
    .map((question) =>
      question
        .replace(/\?$/, '')
        .replace(/^\s*(?:bonjour|bonsoir|madame|monsieur)[^,]*,\s*/i, '')
        .trim(),
    )
    .filter(Boolean);
  const clauses: string[] = [];
  let subject: string | null = null;
  for (const question of questions) {
    if (price.test(question)) {
      clauses.push('à quel prix');
      continue;
    }
    const can = canYou.exec(question) ?? isItPossible.exec(question);
    const have = doYouHave.exec(question);
    const rest = can?.[1] ?? have?.[1];
    if (!rest) continue;
    // « nous installer… », « m'envoyer… »: the writer as the object of our deed is « vous ».
    const object = /^(?:nous\s+|me\s+|m['’]\s*)(?=\p{L})/iu.exec(rest.trim());
    const deed = object ? rest.trim().slice(object[0].length) : rest.trim();
    const converted = toSecondPerson(deed);
    if (!converted) continue;
    const said = object ? `vous ${converted}` : converted;
    if (have) clauses.push(`si nous avons ${said}`);
    else if (isItPossible.test(question))
      clauses.push(`s’il est possible ${/^[aeiouyéèêh]/i.test(said) ? 'd’' : 'de '}${said}`);
    else clauses.push(`si nous pouvons ${said}`);
    subject ??= deedSubject(said);
  }
  // « à quel prix » alone says nothing of what is priced: the reply says the price without it.
  if (!clauses.some((clause) => clause !== 'à quel prix')) return null;
  const [first, ...others] = clauses;
  return {
    said: `Vous nous demandez ${first}${others.map((clause) => `, et ${clause}`).join('')}`,
    subject,
  };
}

/** « livrer un buffet pour 40 personnes le samedi 12 décembre » → « Livraison d’un buffet pour 40 personnes ». */
function deedSubject(deed: string): string | null {
  // « passer changer votre ballon »: the deed is the second verb.
  const match =
    /^(?:vous\s+|nous\s+)?(?:(?:passer|venir)\s+(?=\p{L}+(?:er|ir|re)\s))?(\p{L}+)\s+((?:un|une|le|la|les|des|du|votre|vos|notre|nos|\d+|deux|trois|quatre|cinq|six|sept|huit|neuf|dix)\s+[^,;]{2,60}?|l['’][^,;]{2,60}?)(?=\s+(?:le|les|au|aux|[àa]|avant|d['’]ici|ce|cette|demain|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|dans|chez)\s|[,;]|$)/iu.exec(
      deed,
    );
  const noun = match?.[1] ? deedNouns[fold(match[1])] : undefined;
  if (!noun || !match?.[2]) return null;
  return `${noun} ${withDe(match[2].trim())}`;
}
