// « Poste de préparateur : BP obligatoire et au moins 2 ans d'expérience en officine. Candidats : Julie
// Marchal (BP, 4 ans en officine), Kevin Abgrall (BP en cours, 1 an)… Qui je convoque ? »: each
// candidate the user describes read against the requirements the user states, with who to meet, who
// not, and why (issue 41 item 4). Nothing is judged that the message does not say.
import { fold } from '../french.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { extractFacts } from '../understanding/facts.ts';
import { blocks } from './compose.ts';

export interface Requirements {
  /** « BP », « CAP cuisine »: the diplomas required, as the user writes them. */
  diplomas: string[];
  years: number | null;
  /** « en officine »: where the experience must have been, when said. */
  field: string | null;
  /** « Critères : WSET niveau 2 minimum, permis B, disponible avant le 4 janvier »: each listed one. */
  listed?: Criterion[];
}

export type Criterion =
  /** « WSET niveau 2 minimum »: a named certificate at a level or above. */
  | { kind: 'level'; said: string; name: string; min: number }
  /** « permis B »: something to hold. */
  | { kind: 'held'; said: string; word: string }
  /** « disponible avant le 4 janvier »: free to start by that day. */
  | { kind: 'available_by'; said: string; day: number; label: string };

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
  /\b(?:qui (?:je |on |dois-je |faut-il )?(?:convoquer?|rencontrer?|retiens|retenir|recois|recevoir|garder?|vois|appelle|appeler)|(?:qui|lesquel(?:le)?s|quels? candidat\w*) (?:remplit|remplissent|coche|cochent|repond(?:ent)? a|correspond(?:ent)? a|satisfai\w*)(?: (?:a )?(?:tous |toutes )?(?:les |mes |nos |ces )?(?:criteres|exigences|conditions))?|(?:lesquel(?:le)?s|quels? candidat\w*) (?:je |on )?(?:convoque|retiens|rencontre|garde)|tri(?:e|er)? (?:les |ces |mes )?candidat\w*|classe(?:-moi)? (?:les |ces |mes )?candidat\w*)\b/;

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

/** The criteria listed after « Critères : » (or « Exigences : »), each read for what it asks. */
export function listedCriteria(message: string, now: Date): Criterion[] {
  const list =
    /\b(?:crit[eè]res|exigences|pr[ée]requis|conditions)\s*:\s*([^.?!]+?)(?=\.\s|\.?\s*(?:candidat|profils?)\b|[?!]|$)/iu.exec(
      message,
    );
  if (!list?.[1]) return [];
  return list[1]
    .split(/\s*,\s*|\s+et\s+/)
    .map((said) => said.trim())
    .filter(Boolean)
    .flatMap((said): Criterion[] => {
      const level =
        /^(\p{Lu}[\p{Lu}\d]+)\s+(?:niveau\s+)?(\d)\s*(?:minimum|min\.?|au moins|ou plus)?$/u.exec(said) ??
        /^(?:au moins|minimum)\s+(?:le\s+)?(\p{Lu}[\p{Lu}\d]+)\s+(?:niveau\s+)?(\d)$/u.exec(said);
      if (level?.[1] && level[2]) return [{ kind: 'level', said, name: level[1], min: Number(level[2]) }];
      if (/^disponible\b/i.test(said)) {
        const date = extractFacts(said, now).dates[0];
        return date && /\b(?:avant|au plus tard|d['’]ici)\b/i.test(said)
          ? [
              {
                kind: 'available_by',
                said,
                day: date.day,
                label: said.replace(/^disponible\s+(?:avant|au plus tard|d['’]ici)\s+(?:le\s+)?/i, ''),
              },
            ]
          : [];
      }
      // Diplomas and years are read by requirementsOf; anything else named is to hold.
      if (/\b(?:ans?\s+d['’]exp|obligatoire|exig)/i.test(said)) return [];
      const word = fold(said.split(/\s+/)[0] ?? '');
      return word.length >= 3 ? [{ kind: 'held', said, word }] : [];
    });
}

/** Whether a candidate's facts meet one listed criterion, and the reason said from them. */
function meetsCriterion(criterion: Criterion, facts: string, now: Date): { meets: boolean; reason: string } {
  const folded = fold(facts);
  if (criterion.kind === 'level') {
    const name = fold(criterion.name);
    if (new RegExp(`\\b(?:pas de|sans|aucun)\\s+${name}\\b`).test(folded))
      return { meets: false, reason: `pas de ${criterion.name}` };
    const level = new RegExp(`\\b${name}\\s+(?:niveau\\s+)?(\\d)`).exec(folded);
    if (!level?.[1]) return { meets: false, reason: `${criterion.name} non précisé` };
    const held = Number(level[1]);
    return held >= criterion.min
      ? { meets: true, reason: `${criterion.name} ${held}` }
      : { meets: false, reason: `${criterion.name} ${held}, sous le niveau ${criterion.min} demandé` };
  }
  if (criterion.kind === 'held') {
    if (new RegExp(`\\b(?:pas de|sans|aucun)\\s+${criterion.word}\\b`).test(folded))
      return { meets: false, reason: `pas de ${criterion.said}` };
    return new RegExp(`\\b${criterion.word}`).test(folded)
      ? { meets: true, reason: criterion.said }
      : { meets: false, reason: `${criterion.said} non précisé` };
  }
  const available = /\bdispo\w*\s+([^,;]+)/.exec(facts);
  if (!available?.[1]) return { meets: false, reason: 'disponibilité non précisée' };
  if (
    /^(?:tout de suite|de suite|immediatement|maintenant|des maintenant|des aujourd'hui)\b/.test(
      fold(available[1]),
    )
  )
    return { meets: true, reason: 'disponible tout de suite' };
  // « dispo en mars »: from the first of that month.
  const month = /^(?:en|a partir de|des|debut)\s+(\p{L}+)$/u.exec(fold(available[1]).trim())?.[1];
  const date =
    extractFacts(available[1], now).dates[0] ??
    (month ? extractFacts(`le 1er ${month}`, now).dates[0] : undefined);
  if (!date) return { meets: false, reason: 'disponibilité non précisée' };

  return date.day < criterion.day
    ? { meets: true, reason: `disponible le ${date.label}` }
    : { meets: false, reason: `disponible le ${date.label} seulement, après le ${criterion.label}` };
}

/** Each candidate against each requirement, with the reason said from the candidate's own facts. */
export function verdictsOf(requirements: Requirements, candidates: Candidate[], now = new Date()): Verdict[] {
  return candidates.map((candidate) => {
    const facts = fold(candidate.facts);
    const reasons: string[] = [];
    let meets = true;
    for (const criterion of requirements.listed ?? []) {
      const read = meetsCriterion(criterion, candidate.facts, now);
      meets &&= read.meets;
      reasons.push(read.reason);
    }
    for (const diploma of requirements.diplomas) {
      const word = fold(diploma.split(/\s+/)[0] ?? diploma);
      // « pas de BP », « sans CAP »: named, not held.
      const held =
        new RegExp(`(?<![a-z])${word}(?![a-z])`).test(facts) &&
        !new RegExp(`\\b(?:pas de|sans|aucun)\\s+${word}(?![a-z])`).test(facts);
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
  const requirements = { ...requirementsOf(message), listed: listedCriteria(message, conversation.now) };
  if (
    candidates.length < 2 ||
    (!requirements.diplomas.length && requirements.years === null && !requirements.listed.length)
  )
    return null;
  const verdicts = verdictsOf(requirements, candidates, conversation.now);
  const met = verdicts.filter((each) => each.meets);
  const criteria = [
    ...requirements.listed.map((criterion) => criterion.said),
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
