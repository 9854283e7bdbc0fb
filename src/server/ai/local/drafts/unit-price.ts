// « Deux locaux : rue de Siam à 1 400 € par mois pour 60 m², ou Kerinou à 950 € par mois pour 45 m².
// Lequel est le moins cher au mètre carré ? » (issue 41, reasoning over what the user gives): options
// compared by their price for one unit (the m², the kilo, the litre, the person…), each division
// shown, the cheapest said first with what it saves per unit.
import { capitalise, eurosToTheCent, fold } from '../french.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { amountPattern, eurosValue } from '../understanding/facts.ts';
import { blocks } from './compose.ts';

interface Unit {
  /** How the unit is written in the answer (« m² »), and its folded forms in a request. */
  said: string;
  pattern: string;
}

const units: Unit[] = [
  { said: 'm²', pattern: String.raw`m2|m²|metres? carres?|mètres? carrés?` },
  { said: 'kg', pattern: String.raw`kg|kilos?|kilogrammes?` },
  { said: 'litre', pattern: String.raw`l|litres?` },
  { said: 'personne', pattern: String.raw`personnes?|pers\.?|couverts?|invites?|invités?` },
  { said: 'pièce', pattern: String.raw`pieces?|pièces?|unites?|unités?|articles?` },
  { said: 'heure', pattern: String.raw`heures?|h` },
];

const perUnitAsked = (unit: Unit) =>
  new RegExp(
    String.raw`\b(?:au|par|le|la|du)\s+(?:${unit.pattern})(?![\p{L}\d])|\bprix (?:au|par|du) (?:${unit.pattern})(?![\p{L}\d])`,
    'u',
  );
// « le moins cher », « le plus avantageux », « lequel », « compare »: a choice between the options.
const choiceAsked =
  /\b(?:moins cher|plus cher|plus avantageu\w*|meilleur (?:prix|rapport)|lequel|laquelle|compare\w*|revient le moins)\b/;

export interface UnitOption {
  name: string;
  euros: number;
  quantity: number;
  /** « par mois », « par an »: what the price is per, besides the unit, as said. */
  period: string | null;
}

/** The options of the message (« A à 1 400 € par mois pour 60 m², ou B à 950 €… ») and the unit asked. */
export function unitPriceAsked(message: string): { unit: Unit; options: UnitOption[] } | null {
  const folded = fold(message);
  if (!choiceAsked.test(folded)) return null;
  const unit = units.find((candidate) => perUnitAsked(candidate).test(folded));
  if (!unit) return null;
  // The options follow the colon when there is one; each is cut at « ou », « ; » or a comma before a
  // new name.
  const colon = message.indexOf(':');
  const body = (colon >= 0 ? message.slice(colon + 1) : message).split(/[.?!](?:\s|$)/)[0] ?? '';
  const parts = body.split(/\s*(?:;|,?\s+ou\s+(?:bien\s+)?|,\s+(?=\p{Lu}))\s*/u).filter(Boolean);
  const quantity = new RegExp(String.raw`(\d+(?:[,.]\d+)?)\s*(?:${unit.pattern})(?![\p{L}\d])`, 'iu');
  const options: UnitOption[] = [];
  for (const part of parts) {
    const amount = new RegExp(amountPattern.source).exec(part);
    const price = amount ? eurosValue(amount[0]) : null;
    const withoutPrice = amount ? part.replace(amount[0], ' ') : part;
    const count = quantity.exec(fold(withoutPrice).replace(/m²/g, 'm2'));
    if (!price || !count?.[1] || !amount) continue;
    const value = Number(count[1].replace(',', '.'));
    if (!value) continue;
    const name = part
      .slice(0, amount.index)
      .replace(/\s+(?:à|a|pour|:)\s*$/iu, '')
      .replace(/^(?:soit|le|la|l['’]|un|une)\s+/iu, '')
      .trim();
    const period = /\bpar (mois|an|semaine|jour|nuit)\b/.exec(fold(part))?.[0] ?? null;
    options.push({
      name: name || `option ${options.length + 1}`,
      euros: price.euros,
      quantity: value,
      period,
    });
  }
  return options.length >= 2 ? { unit, options } : null;
}

const figure = (value: number) => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(value);

/** The comparison, the working shown: each price divided by its quantity, the cheapest first. */
export function unitPriceReply(asked: { unit: Unit; options: UnitOption[] }): string {
  const { unit, options } = asked;
  const per = (option: UnitOption) => option.euros / option.quantity;
  const ranked = [...options].sort((a, b) => per(a) - per(b));
  const [best, next] = ranked as [UnitOption, UnitOption];
  const unitLabel = unit.said;
  const lines = options.map(
    (option) =>
      `- **${capitalise(option.name)}** : ${eurosToTheCent(option.euros)}${option.period ? ` ${option.period}` : ''} ÷ ${figure(option.quantity)} ${unitLabel}${option.quantity > 1 && !/[²g]$/.test(unitLabel) ? 's' : ''} = **${eurosToTheCent(per(option))} par ${unitLabel}**${option.period ? ` ${option.period}` : ''}`,
  );
  const saving = per(next) - per(best);
  const same = saving < 0.005;
  return blocks(
    same
      ? `**${capitalise(best.name)}** et **${next.name}** reviennent au même prix par ${unitLabel} : ${eurosToTheCent(per(best))}.`
      : `**${capitalise(best.name)}** est le moins cher par ${unitLabel} : ${eurosToTheCent(per(best))}, contre ${eurosToTheCent(per(next))} pour ${next.name} (${eurosToTheCent(saving)} de moins par ${unitLabel}${best.period ? ` ${best.period}` : ''}).`,
    `**Le calcul :**\n${lines.join('\n')}`,
    !same &&
      best.euros > next.euros &&
      `En montant, ${best.name} coûte pourtant plus cher (${eurosToTheCent(best.euros)} contre ${eurosToTheCent(next.euros)}) : le prix par ${unitLabel} compare ce que vous payez pour la même surface ou la même quantité ; le montant total dit ce que votre budget peut porter.`,
    !same &&
      best.euros <= next.euros &&
      `Il est aussi le moins cher en montant (${eurosToTheCent(best.euros)} contre ${eurosToTheCent(next.euros)}) : vérifiez seulement que ${figure(best.quantity)} ${unitLabel}${best.quantity > 1 && !/[²g]$/.test(unitLabel) ? 's' : ''} vous suffisent.`,
  );
}

/** The answer when the message compares options by their price per unit; null otherwise. */
export function unitPriceAnswer(conversation: Conversation): string | null {
  const asked = unitPriceAsked(conversation.message);
  return asked ? unitPriceReply(asked) : null;
}
