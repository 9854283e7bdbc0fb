// The employer's documents about one employee, as French practice writes them: an « attestation de
// travail » (the employee still works here: since when, as what, under which contract), a « certificat
// de travail » at the end of a contract (Code du travail, L. 1234-19: the dates of entry and exit and
// the jobs held), and the convocation to a preliminary interview (disciplinary-convocation.ts). Only
// what the user said is written; a missing date or job is asked for, never invented.
import { capitalise, fold, formatDateWithYear } from '../french.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { civilityOfFirstName } from '../understanding/lexicon.ts';
import { blocks, quote } from './compose.ts';
import { asksForDisciplinaryConvocation, disciplinaryConvocation } from './disciplinary-convocation.ts';

const politeLead =
  "(?:(?:peux-tu|pourrais-tu|pouvez-vous|tu peux|vous pouvez|merci de|il me faut)\\s+|j'ai besoin d'\\s*)?";
const makingVerb =
  '(?:(?:redige|ecris|prepare|fais|etablis|fournis|genere|edite|rediger|ecrire|preparer|faire|etablir|fournir)\\w*(?:-moi|-nous|-lui|-la|-le)?\\s+)?';
const documentNoun =
  "(?:une?|l'|la|le|son|sa|mon|ma|cette|ce)\\s*(?:attestation(?: de travail| d'emploi| employeur| de presence)?|certificat de travail)\\b";
// « Convoque Julien à un entretien préalable », « Écris un mail pour convoquer… », « la convocation
// de Léa à l'entretien préalable »: whatever carries it, a convocation to a preliminary interview.
const convocation =
  '(?:(?:un|une|le|la)\\s+(?:mail|e-?mail|lettre|courrier|message)\\s+[^.!?:]{0,40}?)?(?:convoqu|convocation|invit)\\w*(?:-la|-le|-les)?\\b[^.!?:]{0,80}?\\bentretien\\s+prealable\\b';

/** The opening words of a request for one of these documents, on the accent-folded request. */
export const hrDocumentAsked = new RegExp(`${politeLead}${makingVerb}(?:${documentNoun}|${convocation})`);

const months = 'janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre';
const fullDate = new RegExp(`\\b(\\d{1,2}|1er)\\s+(${months})\\s+(\\d{4})\\b`, 'g');
const monthNames = months.split('|');

/**
 * The full dates said (« 3 mars 2021 »), in the order said, as Paris day numbers with their label. A
 * date the calendar does not have (« 31 février ») stays unknown in its place, so it is asked for,
 * never moved to another day.
 */
function datesSaid(command: string): Array<{ label: string; day: number; index: number } | undefined> {
  return [...fold(command).matchAll(fullDate)].map((match) => {
    const date = Number(match[1] === '1er' ? 1 : match[1]);
    const month = monthNames.indexOf(match[2]!);
    const utc = new Date(Date.UTC(Number(match[3]), month, date));
    if (utc.getUTCDate() !== date || utc.getUTCMonth() !== month) return undefined;
    const day = Math.floor(utc.getTime() / 86_400_000);
    return { label: formatDateWithYear(day), day, index: match.index ?? 0 };
  });
}

const contracts: Array<[RegExp, string]> = [
  [/\bcdi\b|duree indeterminee/, 'd’un contrat à durée indéterminée (CDI)'],
  [/\bcdd\b|duree determinee/, 'd’un contrat à durée déterminée (CDD)'],
  [/\bapprenti\w*|alternan\w*/, 'd’un contrat d’apprentissage'],
  [/\binterim\w*/, 'd’une mission d’intérim'],
];

/** « Julie Moreau, vendeuse en CDI chez nous… »: the job said after the name, or after « comme ». */
function jobOf(command: string, name: string): string | null {
  const afterName = command.indexOf(name);
  const rest = afterName >= 0 ? command.slice(afterName + name.length) : command;
  const match =
    /^\s*,\s*(?!(?:mon|ma|mes|notre|nos|le|la|les|un|une|qui|que|dont)\s)((?:\p{Ll}[\p{L}'’-]*)(?:\s+(?:de|d['’]|en|à|a)\s*\p{Ll}[\p{L}'’-]*|\s+\p{Ll}[\p{L}'’-]*){0,3}?)(?=\s+(?:en\s+(?:cdi|cdd|apprentissage|alternance|interim)|chez|depuis|du|dans|entre|embauch\w*|au sein|,|\.)|\s*$)/iu.exec(
      rest,
    ) ??
    /\b(?:comme|en qualit[ée] de|au poste de|poste de)\s+((?:\p{Ll}[\p{L}'’-]*)(?:\s+(?:de|d['’]|en)\s*\p{Ll}[\p{L}'’-]*)?)/iu.exec(
      command,
    );
  return match?.[1]?.trim() ?? null;
}

interface Employee {
  /** « Madame Julie Moreau », « Monsieur Karim Benali », or the name as said. */
  named: string;
  /** The one the document is given to: « l’intéressée », « l’intéressé ». */
  holder: string;
  employed: string;
}

function employeeOf(conversation: Conversation): Employee | null {
  const person = conversation.request.facts.people[0];
  if (!person) return null;
  const first = person.name.split(/\s+/)[0] ?? '';
  const civility = person.civility ?? (person.name.includes(' ') ? civilityOfFirstName(first) : null) ?? null;
  const named =
    civility === 'Mme'
      ? `Madame ${person.name}`
      : civility === 'M.'
        ? `Monsieur ${person.name}`
        : person.name;
  const feminine = civility === 'Mme';
  return {
    named,
    holder: civility ? (feminine ? 'l’intéressée' : 'l’intéressé') : 'l’intéressé(e)',
    employed: civility ? (feminine ? 'employée' : 'employé') : 'employé(e)',
  };
}

function hrDocument(conversation: Conversation): string {
  const { command } = conversation.request;
  const folded = fold(command);
  const certificate = /\bcertificat de travail\b/.test(folded);
  const employee = employeeOf(conversation);
  const person = conversation.request.facts.people[0];
  const job = person ? jobOf(command, person.name) : null;
  const contract = contracts.find(([words]) => words.test(folded))?.[1] ?? null;
  const dates = datesSaid(command);
  // An exit before the entry is no period: both are asked for again.
  const [entry, exit] = certificate
    ? dates[1] && dates[0] && dates[1].day < dates[0].day
      ? [undefined, undefined]
      : dates
    : [dates[0], undefined];
  const company = conversation.company.name;
  const place = conversation.company.city;
  const missing = [
    !employee && 'le nom du salarié',
    !entry && (certificate ? 'la date d’entrée' : 'la date d’embauche'),
    certificate && !exit && 'la date de sortie',
    !job && 'l’emploi occupé',
  ].filter((item): item is string => Boolean(item));
  if (!employee || !entry || (certificate && !exit))
    return blocks(
      `Je prépare ${certificate ? 'ce certificat de travail' : 'cette attestation de travail'} dès que j’ai ${missing.join(', ').replace(/, ([^,]+)$/, ' et $1')} : un document d’employeur ne dit que des faits exacts.`,
      certificate
        ? 'Par exemple : « Certificat de travail de Karim Benali, cuisinier du 4 janvier 2023 au 27 novembre 2026 ».'
        : 'Par exemple : « Attestation de travail pour Julie Moreau, vendeuse en CDI depuis le 3 mars 2021 ».',
    );
  // « représentant légal de la société X », or the employer as such when the profile names no company.
  const signer = company ? `représentant(e) légal(e) de la société ${company}` : 'employeur';
  const as = job ? `, en qualité de ${job}` : '';
  const under = contract ? `, dans le cadre ${contract}` : '';
  const made = `Fait ${place ? `à ${place}, ` : ''}le ${formatDateWithYear(conversation.today)}.`;
  const body = certificate
    ? [
        '**Certificat de travail**',
        `Je soussigné(e), ${signer}, certifie que ${employee.named} a été ${employee.employed} au sein de notre entreprise du ${entry.label} au ${exit!.label}${as}${under}.`,
        `${capitalise(employee.holder)} quitte l’entreprise libre de tout engagement.`,
        `${capitalise(employee.holder)} bénéficie du maintien à titre gratuit des garanties de prévoyance et de frais de santé dans les conditions de l’article L. 911-8 du Code de la sécurité sociale.`,
        made,
        'Signature et cachet de l’entreprise',
      ]
    : [
        '**Attestation de travail**',
        `Je soussigné(e), ${signer}, atteste que ${employee.named} est ${employee.employed} au sein de notre entreprise depuis le ${entry.label}${as}${under}.`,
        `Cette attestation est délivrée à ${employee.holder}, à sa demande, pour servir et valoir ce que de droit.`,
        made,
        'Signature et cachet de l’entreprise',
      ];
  return blocks(
    `Voici ${certificate ? 'le certificat de travail' : 'l’attestation de travail'} de ${employee.named}, à imprimer sur papier à en-tête et à signer :`,
    quote(body.join('\n\n')),
    !job && 'Dites-moi l’emploi occupé : je l’ajoute au document.',
    certificate &&
      'Le certificat de travail est remis au salarié à la fin du contrat, avec l’attestation France Travail et le reçu pour solde de tout compte.',
  );
}

/** The writer of the skill: the convocation, the certificate or the attestation asked. */
export function hrDocumentWriter(conversation: Conversation): string {
  return asksForDisciplinaryConvocation(conversation.request.command)
    ? disciplinaryConvocation(conversation)
    : hrDocument(conversation);
}
