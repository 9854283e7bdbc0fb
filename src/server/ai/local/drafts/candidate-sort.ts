// « Poste de préparateur : BP obligatoire et au moins 2 ans d'expérience en officine. Candidats : Julie
// Marchal (BP, 4 ans en officine), Kevin Abgrall (BP en cours, 1 an)… Qui je convoque ? »: each
// candidate the user describes read against the requirements the user states, with who to meet, who
// not, and why (issue 41 item 4). Nothing is judged that the message does not say.
import { fold } from '../french.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { blocks } from './compose.ts';

export interface Requirements {
  /** « BP », « CAP cuisine »: the diplomas required, as the user writes them. */
  diplomas: string[];
  years: number | null;
  /** « en officine »: where the experience must have been, when said. */
  field: string | null;
}

export interface Candidate {
  name: string;
  facts: string;
}

export interface Verdict {
  candidate: Candidate;
  meets: boolean;
  reasons: string[];
}

const sortAsked =
  /\b(?:qui (?:je |on |dois-je |faut-il )?(?:convoque|rencontre|retiens|recois|garde|vois|appelle)|(?:lesquel(?:le)?s|quels? candidat\w*) (?:je |on )?(?:convoque|retiens|rencontre|garde)|tri(?:e|er)? (?:les |ces |mes )?candidat\w*|classe(?:-moi)? (?:les |ces |mes )?candidat\w*)\b/;

/** The candidates described: « Julie Marchal (BP, 4 ans en officine) ». */
export function candidatesOf(message: string): Candidate[] {
  return [
    ...message.matchAll(
      /(\p{Lu}[\p{L}'’-]+(?:\s+(?:(?:Le|La|De|Du|Des|Van|Von)\s+)?\p{Lu}[\p{L}'’-]+)+)\s*\(([^)]{2,120})\)/gu,
    ),
  ].map((match) => ({ name: match[1] ?? '', facts: (match[2] ?? '').trim() }));
}

/** The requirements stated: « BP obligatoire et au moins 2 ans d'expérience en officine ». */
export function requirementsOf(message: string): Requirements {
  const diplomas = [
    ...message.matchAll(
      /(?<!\p{L})((?:BP|CAP|BEP|BTS|DUT|BUT|bac(?:\s*\+\s*\d)?|licence|master|CQP|permis\s+\p{Lu}+)(?:\s+\p{Ll}[\p{L}-]+)?)\s+(?:obligatoire|exig[ée]e?|indispensable|requise?|demand[ée]e?)/giu,
    ),
  ].map((match) => (match[1] ?? '').trim());
  const years =
    /\b(?:au moins|minimum|min\.?)\s+(\d{1,2})\s+ans?\s+d['’]exp[ée]rience(?:\s+(en|dans|chez)\s+([\p{L}'’ -]{3,40}?))?(?=[,.;:!?]|\s+(?:et|ou)\s|$)/iu.exec(
      message,
    );
  return {
    diplomas,
    years: years?.[1] ? Number(years[1]) : null,
    field: years?.[3] ? `${years[2]} ${years[3].trim()}` : null,
  };
}

/** Each candidate against each requirement, with the reason said from the candidate's own facts. */
export function verdictsOf(requirements: Requirements, candidates: Candidate[]): Verdict[] {
  return candidates.map((candidate) => {
    const facts = fold(candidate.facts);
    const reasons: string[] = [];
    let meets = true;
    for (const diploma of requirements.diplomas) {
      const word = fold(diploma.split(/\s+/)[0] ?? diploma);
      const held = new RegExp(`(?<![a-z])${word}(?![a-z])`).test(facts);
      const ongoing = held && new RegExp(`(?<![a-z])${word}(?![a-z])[^,]*\\ben cours\\b`).test(facts);
      if (!held) {
        meets = false;
        reasons.push(`pas de ${diploma}`);
      } else if (ongoing) {
        meets = false;
        reasons.push(`${diploma} pas encore obtenu (en cours)`);
      } else reasons.push(`${diploma} obtenu`);
    }
    if (requirements.years !== null) {
      const said = /(\d{1,2})\s+ans?(?:\s+(en|dans|chez)\s+([a-z' -]{3,40}))?/.exec(facts);
      const years = said?.[1] ? Number(said[1]) : null;
      const where = said?.[3]?.trim();
      const fieldWord = requirements.field
        ? fold(requirements.field).replace(/^(?:en|dans|chez)\s+/, '')
        : null;
      if (years === null) {
        meets = false;
        reasons.push('expérience non précisée');
      } else if (fieldWord && where && !where.includes(fieldWord)) {
        meets = false;
        reasons.push(`${years} ans ${said?.[2]} ${where}, pas ${requirements.field}`);
      } else if (years < requirements.years) {
        meets = false;
        reasons.push(`${years} an${years > 1 ? 's' : ''} d’expérience sur ${requirements.years} demandés`);
      } else
        reasons.push(
          `${years} ans${where ? ` ${said?.[2]} ${where}` : ''}${years === requirements.years ? ', juste le minimum' : ''}`,
        );
    }
    return { candidate, meets, reasons };
  });
}

export function candidateSortReply(conversation: Conversation): string | null {
  const { message } = conversation;
  if (!sortAsked.test(fold(message))) return null;
  const candidates = candidatesOf(message);
  const requirements = requirementsOf(message);
  if (candidates.length < 2 || (!requirements.diplomas.length && requirements.years === null)) return null;
  const verdicts = verdictsOf(requirements, candidates);
  const met = verdicts.filter((each) => each.meets);
  const criteria = [
    ...requirements.diplomas.map((diploma) => `${diploma} obligatoire`),
    requirements.years !== null
      ? `au moins ${requirements.years} ans d’expérience${requirements.field ? ` ${requirements.field}` : ''}`
      : null,
  ].filter(Boolean);
  const names = (list: Verdict[]) =>
    list
      .map((each) => `**${each.candidate.name}**`)
      .join(', ')
      .replace(/, ([^,]+)$/, ' et $1');
  const line = (each: Verdict) =>
    `- **${each.candidate.name}** (${each.candidate.facts}) : ${each.meets ? 'à convoquer' : 'à ne pas retenir'} — ${each.reasons.join(', ')}.`;
  return blocks(
    met.length
      ? `Sur vos critères (${criteria.join(', ')}), je convoquerais ${names(met)} en entretien.`
      : `Sur vos critères (${criteria.join(', ')}), aucune candidature ne les remplit tous.`,
    `**Candidat par candidat :**\n${[...met, ...verdicts.filter((each) => !each.meets)].map(line).join('\n')}`,
    met.length
      ? 'Je peux écrire les invitations à l’entretien, et les réponses à ceux que vous ne retenez pas.'
      : 'Dites-moi quel critère peut s’assouplir, et je refais le tri.',
  );
}
