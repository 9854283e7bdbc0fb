// « Une cliente demande si elle peut encore retourner une lampe reçue il y a 3 semaines » and the
// terms say « retours acceptés dans un délai de 14 jours après réception »: the time since what the
// customer tells, set against the delay the terms give, says whether the request is still in time.
// The reply says it (politely when it is over), rather than quoting the clause and leaving the
// customer to count.

import { fold, numberOf, possessed } from '../french.ts';

/** A duration as a text says it (« 3 semaines », « quatorze (14) jours »), in days. */
export interface Duration {
  days: number;
  said: string;
}

const number = String.raw`(\d+|[\p{L}-]+)(?:\s*\((\d+)\))?`;
const unit = '(jours?|semaines?|mois|ans?|années?)';
const unitDays: Record<string, number> = { jour: 1, semaine: 7, moi: 30, an: 365, annee: 365 };

function durationOf(count: string, inParentheses: string | undefined, unitWord: string): number | null {
  const n = numberOf(inParentheses ?? count);
  const per = unitDays[fold(unitWord).replace(/s$/, '')];
  return n === null || per === undefined ? null : n * per;
}

// « reçue il y a 3 semaines », « achetés depuis deux mois », « livrée ça fait dix jours ».
const elapsedPattern = new RegExp(
  String.raw`(?:([\p{L}]+(?:é|(?<![qg])u)(?:e|es|s)?)\s+)?(?:il y a|depuis|ça fait|ca fait|voilà|voila)\s+${number}\s+${unit}(?![\p{L}])`,
  'iu',
);

/** The time since what a customer tells (« reçue il y a 3 semaines »), with its past participle. */
export function elapsedTold(text: string): (Duration & { participle: string | null }) | null {
  const found = elapsedPattern.exec(text);
  if (!found) return null;
  const [, participle, count = '', inParentheses, unitWord = ''] = found;
  const days = durationOf(count, inParentheses, unitWord);
  if (days === null) return null;
  return { days, said: `${count} ${unitWord}`, participle: participle ?? null };
}

// « dans un délai de 14 jours après réception », « sous 30 jours », « jusqu'à 2 mois après l'achat ».
const delayPattern = new RegExp(
  String.raw`(?:délai\s+(?:de|d['’])|delai\s+(?:de|d['’])|sous|dans les|jusqu['’]à|jusqu['’]a)\s+${number}\s+${unit}(?:\s+(ouvrés|ouvrables|calendaires|francs))?(?![\p{L}])`,
  'iu',
);

/** The delay a clause of the terms gives, in calendar days (working days counted five or six a week). */
export function delayStated(line: string): Duration | null {
  const found = delayPattern.exec(line);
  if (!found) return null;
  const [, count = '', inParentheses, unitWord = '', kind] = found;
  const days = durationOf(count, inParentheses, unitWord);
  if (days === null) return null;
  const perWeek = kind && /^ouvr[ée]s$/i.test(kind) ? 5 : kind && /^ouvrables$/i.test(kind) ? 6 : 7;
  return {
    days: Math.round((days * 7) / perWeek),
    said: `${count}${inParentheses ? ` (${inParentheses})` : ''} ${unitWord}${kind ? ` ${kind}` : ''}`,
  };
}

// What the customer asks to do, as the reply says it can no longer be done.
const refusals: Array<[RegExp, string]> = [
  [/\b(retour\w*|renvo\w*|rendre)\b/, 'en accepter le retour'],
  [/\bechang\w*/, 'procéder à l’échange'],
  [/\bannul\w*/, 'accepter l’annulation'],
  [/\brembours\w*/, 'procéder au remboursement'],
];

const customersOwn = /^(?:achet|command|pay|reserv|loue|essaye|recu)/;

/** « une lampe reçue », « ses rideaux achetés »: what the customer speaks of, as theirs (« votre lampe »). */
function objectOf(text: string, participle: string | null): string {
  const before = participle ? text.slice(0, text.indexOf(participle)) : text;
  const noun = /(?:^|\s)(?:un|une|le|la|les|des|son|sa|ses|cette|ce|ces|l['’])\s*([\p{L}-]{3,})\s*$/iu.exec(
    before,
  )?.[1];
  return possessed(noun ?? 'commande', 'vous');
}

/**
 * The sentence that says whether the customer's request is still in time (null when the request
 * tells no time elapsed or the clause no delay): « Vous avez reçu votre lampe il y a 3 semaines : le
 * délai de 14 jours est donc dépassé, et nous ne pouvons malheureusement plus en accepter le retour. »
 */
export function delayVerdict(request: string, clause: string): { over: boolean; text: string } | null {
  const elapsed = elapsedTold(request);
  const delay = delayStated(clause);
  if (!elapsed || !delay) return null;
  // « Vous avez acheté » for what the customer did (« achetées », « commandée »), « reçu » for what was
  // done for them (« livré », « expédiée »: « vous avez livré » would say the customer delivered).
  const verb =
    elapsed.participle && customersOwn.test(fold(elapsed.participle))
      ? elapsed.participle.replace(/(é|u)(?:e|es|s)$/iu, '$1')
      : 'reçu';
  const told = `Vous avez ${verb} ${objectOf(request, elapsed.participle)} il y a ${elapsed.said}`;
  if (elapsed.days > delay.days) {
    const folded = fold(`${request} ${clause}`);
    const refused = refusals.find(([asks]) => asks.test(folded))?.[1] ?? 'donner suite à votre demande';
    return {
      over: true,
      text: `${told} : le délai de ${delay.said} est donc dépassé, et nous ne pouvons malheureusement plus ${refused}.`,
    };
  }
  return { over: false, text: `${told} : vous êtes donc encore dans le délai de ${delay.said}.` };
}

const defect =
  /\b(defectu\w*|defaut\w*|casse\w*|abime\w*|en panne|ne (?:marche|fonctionne|s'allume) (?:plus|pas))\b/;

/** Whether the customer tells of a defect (then the warranty is what still answers them). */
export function tellsOfDefect(request: string): boolean {
  return defect.test(fold(request).replace(/[’]/g, "'"));
}
