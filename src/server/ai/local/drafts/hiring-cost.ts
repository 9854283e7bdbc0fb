// What a hire costs the employer, answered by the recruiter with the legal minimums (dated, since
// they change each year) and the user's own figures worked out: months, hours, gross pay.
import { eurosSaid, fold, numberOf } from '../french.ts';
import { voices } from '../team.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { hiringCostAsked } from '../understanding/hiring-cost.ts';
import { blocks } from './compose.ts';

// The intern's minimum gratification: 15 % of the hourly social security ceiling (2025 figure).
const internHourly = 4.35;
// Monthly hours of a full-time job (35 h a week).
const fullTimeHours = 151.67;

/** "6 mois", "pendant 3 mois", "un stage de six mois": how many months the hire lasts. */
export function monthsOf(command: string): number | null {
  const match = /\b(\d{1,2}|un|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze)\s+mois\b/.exec(
    fold(command),
  );
  if (!match?.[1]) return /\b(?:un an|une annee|1 an)\b/.test(fold(command)) ? 12 : null;
  return numberOf(match[1]);
}

/** "2 000 € brut", "1 900 euros bruts par mois": the gross monthly pay said, in euros. */
export function grossOf(command: string): number | null {
  const match =
    /(\d[\d\s\u00a0\u202f]*(?:[.,]\d+)?)\s*(?:k\s*)?(?:€|euros?)\s*(?:bruts?|brut mensuel|par mois brut)/i.exec(
      command,
    );
  if (!match?.[1]) return null;
  const value = Number(match[1].replace(/[\s\u00a0\u202f]/g, '').replace(',', '.'));
  return Number.isFinite(value) && value > 0 ? value : null;
}

function internCost(months: number | null): string[] {
  // Said as a round monthly figure, and the total worked out from it, so the two agree.
  const monthly = Math.round(internHourly * fullTimeHours);
  return [
    `${voices.dot.ack} Voici ce que coûte un stagiaire${months ? ` pour ${months} mois` : ''}, au minimum légal :`,
    [
      '**Le minimum légal**',
      '- La gratification est obligatoire dès que le stage dure plus de 2 mois (plus de 44 jours ou 308 heures de présence).',
      `- Au moins **${eurosSaid(internHourly)} par heure de stage** (montant 2025 : 15 % du plafond horaire de la Sécurité sociale, revalorisé chaque 1er janvier).`,
      `- À temps plein (35 h par semaine), cela fait environ **${eurosSaid(monthly)} par mois**, sans cotisations sociales tant que vous restez à ce minimum.`,
    ].join('\n'),
    months
      ? `**Pour ${months} mois à temps plein :** environ **${eurosSaid(monthly * months)}** de gratification (${months} × ${eurosSaid(monthly)})${months <= 2 ? ' ; à 2 mois ou moins, la gratification n’est pas obligatoire, mais elle reste conseillée' : ''}.`
      : `**Pour 6 mois à temps plein**, par exemple : environ **${eurosSaid(monthly * 6)}** de gratification. Dites-moi la durée du stage et je fais le calcul.`,
    '**À ajouter :** les avantages de vos salariés s’appliquent aussi au stagiaire (titres-restaurant, prise en charge de 50 % de l’abonnement de transport). Au-delà du minimum, la part en plus est soumise à cotisations.',
    '**À vérifier :** le montant de l’année sur service-public.fr et votre convention collective, qui peut prévoir plus. Voulez-vous que je rédige l’offre de stage ?',
  ];
}

// The gross monthly minimum wage for 35 h a week (2025 figure, revalued at least each 1st January).
const minimumWage = 1801.8;
// An apprentice's minimum pay, in % of the minimum wage, by age band and contract year.
const apprenticeRates: Array<[number, [number, number, number]]> = [
  [17, [27, 39, 55]],
  [20, [43, 51, 67]],
  [25, [53, 61, 78]],
  [Number.POSITIVE_INFINITY, [100, 100, 100]],
];

/** "un alternant de 19 ans en première année": his pay, worked out; null without an age. */
export function apprenticePay(command: string): string | null {
  const folded = fold(command);
  const age = /\b(\d{2})\s*ans\b/.exec(folded)?.[1];
  if (!age) return null;
  const year = /\b(?:deuxieme|2e|2eme|seconde)\s+annee\b/.test(folded)
    ? 1
    : /\b(?:troisieme|3e|3eme)\s+annee\b/.test(folded)
      ? 2
      : 0;
  const rate = apprenticeRates.find(([upTo]) => Number(age) <= upTo)?.[1][year];
  if (rate === undefined) return null;
  return `**À ${age} ans, en ${['1re', '2e', '3e'][year]} année :** ${rate} % du SMIC, soit environ **${eurosSaid(Math.round((minimumWage * rate) / 100))} brut par mois** (sur la base du SMIC 2025, 1 801,80 € brut pour 35 h)${year === 0 && !/\bannee\b/.test(folded) ? ' ; dites-moi si ce n’est pas sa première année' : ''}.`;
}

function apprenticeCost(command: string): string[] {
  const pay = apprenticePay(command);
  return [
    `${voices.dot.ack} Voici ce que coûte un alternant en apprentissage :`,
    pay ?? '',
    [
      '**Son salaire minimum** (en % du SMIC, selon son âge et l’année de contrat)',
      '| Âge | 1re année | 2e année | 3e année |',
      '|---|---|---|---|',
      '| Moins de 18 ans | 27 % | 39 % | 55 % |',
      '| 18 à 20 ans | 43 % | 51 % | 67 % |',
      '| 21 à 25 ans | 53 % | 61 % | 78 % |',
      '| 26 ans et plus | 100 % | 100 % | 100 % |',
    ].join('\n'),
    '**Les charges :** très réduites sur un salaire d’apprenti (réduction générale des cotisations), et une aide de l’État à l’embauche peut réduire encore le coût de la première année : son montant change selon les années, vérifiez-le sur le portail de l’alternance.',
    `**À vérifier :** votre convention collective (elle peut prévoir plus) et le coût de la formation, pris en charge par l’OPCO de votre branche.${pay ? '' : ' Dites-moi l’âge de l’alternant et son année de contrat : je vous donne son salaire.'}`,
  ];
}

function employeeCost(gross: number | null): string[] {
  return [
    `${voices.dot.ack} Voici ce que coûte un salarié à l’employeur :`,
    gross
      ? `**Pour ${eurosSaid(gross)} brut par mois :** comptez environ **${eurosSaid(Math.round((gross * 1.42) / 10) * 10)} par mois** de coût employeur (le brut plus environ 42 % de cotisations patronales), soit près de **${eurosSaid(Math.round((gross * 1.42 * 12) / 100) * 100)} par an** sur 12 mois. Près du SMIC, la réduction générale des cotisations fait nettement baisser ce coût.`
      : '**La règle simple :** le coût employeur vaut environ 1,4 fois le salaire brut (les cotisations patronales), moins près du SMIC grâce à la réduction générale des cotisations. Donnez-moi le salaire brut envisagé et je fais le calcul.',
    '**À ajouter :** la mutuelle (au moins 50 % à votre charge), 50 % de l’abonnement de transport, les titres-restaurant si vous en donnez ; pour un CDD, la prime de précarité de 10 % en fin de contrat.',
    '**À vérifier :** votre convention collective (salaire minimum de la grille) ; un simulateur comme celui de l’Urssaf donne le montant exact. Voulez-vous que je rédige l’offre d’emploi ?',
  ];
}

/** The cost of the hire asked about, or null when the request asks something else. */
export function hiringCostReply(conversation: Conversation): string | null {
  const { command } = conversation.request;
  const kind = hiringCostAsked(command);
  if (!kind) return null;
  if (kind === 'stage') return blocks(...internCost(monthsOf(command)));
  if (kind === 'alternance') return blocks(...apprenticeCost(command));
  return blocks(...employeeCost(grossOf(command)));
}
