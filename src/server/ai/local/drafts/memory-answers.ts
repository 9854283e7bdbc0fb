// What the employees remember, used as knowledge: a question about a remembered fact is answered
// from it (« Quel jour je ne travaille pas ? »), « Que sais-tu de mon entreprise ? » lists the
// profile and the facts, and an appointment proposed in a time the user said they do not work, or
// over another appointment, carries a warning.

import { parisClock } from '../../../../shared/paris-time.ts';
import type { ActionProposal } from '../../actions/registry.ts';
import { sameWord } from '../../commands/task-title-match.ts';
import { fold, formatDay, formatTime, stopWords } from '../french.ts';
import { overlapsUnavailability, unavailabilityOf } from '../understanding/availability.ts';
import { companyKnowledge } from '../understanding/company.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { type Address, toSecondPerson } from '../understanding/second-person.ts';
import { blocks } from './compose.ts';

// « Que sais-tu de mon entreprise ? », « Qu'est-ce que tu sais sur ma boîte ? », « Qu'as-tu retenu ? ».
const asksEverything =
  /\b(?:que|qu'est[- ]ce que|quoi|qu')\s*(?:tu |vous )?(?:sais|savez|connais|connaissez)(?:-tu|-vous| tu| vous)?\s+(?:de|sur|a propos de|au sujet de)\s+(?:moi|nous|mon|ma|mes|notre|nos)\b|\b(?:tu sais|vous savez|tu connais|vous connaissez)\s+quoi\s+(?:de|sur)\s+(?:moi|nous|mon|ma|mes|notre|nos)\b|\b(?:qu'as-tu|qu'avez-vous|qu'est[- ]ce que (?:tu as|vous avez))\s+(?:retenu|memorise|garde en memoire|note)\b|\b(?:tu te souviens|vous vous souvenez) de quoi\b/;

// Words of a question that say it is a question about memory, not what it is about.
const questionWords = new Set(
  (
    'quel quelle quels quelles quand quoi comment combien pourquoi qui deja encore exactement rappelle rappelles ' +
    'rappeler rappelez souviens souvenez souvenir sais savez dit dis dire retenu retiens jour jours heure heures ' +
    "moment date suis es sommes etes ai as avons avez rappel tu te vous c est-ce qu'est-ce dej dja"
  ).split(' '),
);

const asksAQuestion =
  /\?\s*$|^\s*(?:quel(?:le)?s?|quand|comment|combien|c'est quoi|ou|est-ce que|qu'est-ce|tu te souviens|vous vous souvenez|tu sais|vous savez|rappelle-moi|rappelez-moi)\b/;

/** The words a question is about, without its question words. */
function topicWords(question: string): string[] {
  return (
    fold(question)
      // « Rappelle-moi », « sais-tu », « est-on »: the verb and its pronoun are two words.
      .replace(/-(?:t-)?(?:moi|toi|nous|vous|le|la|les|lui|leur|tu|il|elle|ils|elles|on|je)\b/g, ' ')
      .split(/[^\p{L}\p{N}-]+/u)
      .filter((word) => word.length > 1 && !stopWords.has(word) && !questionWords.has(word))
  );
}

/** The remembered facts a question is about: every word it asks about is in the fact. */
export function factsAsked(question: string, facts: string[]): string[] {
  if (question.length > 160 || !asksAQuestion.test(fold(question.trim()))) return [];
  const asked = topicWords(question);
  if (!asked.length) return [];
  return facts.filter((fact) => {
    const words = fold(fact).split(/[^\p{L}\p{N}-]+/u);
    return asked.every((word) => words.some((other) => sameWord(word, other)));
  });
}

/** True when the message asks what the employees know of the user and their company. */
export function asksWhatIsKnown(message: string): boolean {
  return message.length <= 160 && asksEverything.test(fold(message));
}

function addressOf(conversation: Conversation): Address {
  return conversation.company.addressForm === 'tu' ? 'tu' : 'vous';
}

const functionWords =
  /^(?:vous|votre|vos|tu|ton|ta|tes|le|la|les|l'|un|une|des|du|il|elle|ils|elles|on|ce|cette|nous|notre|nos)\b/i;

/** « vous m'avez dit que vous ne travaillez pas le mercredi après-midi », or the sentence quoted. */
function toldSentence(fact: string, address: Address): string {
  const sentence = fact.trim().replace(/[.!\s]+$/, '');
  const shifted = toSecondPerson(sentence, address);
  const said = address === 'tu' ? 'tu m’as dit' : 'vous m’avez dit';
  if (!shifted) return `${said} : « ${sentence} »`;
  const lowered = functionWords.test(fold(shifted))
    ? shifted.charAt(0).toLowerCase() + shifted.slice(1)
    : shifted;
  return `${said} ${/^[aeiouyhéèêàâîô]/i.test(lowered) ? 'qu’' : 'que '}${lowered}`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The answer to a question about what was remembered; null when the message asks no such thing. */
export function memoryAnswer(conversation: Conversation): string | null {
  const { message, company } = conversation;
  const address = addressOf(conversation);
  const your =
    address === 'tu' ? { de: 'de ton entreprise', vos: 'tes' } : { de: 'de votre entreprise', vos: 'vos' };
  if (asksWhatIsKnown(message)) {
    const profile: Array<[string, string | null]> = [
      ['Nom', company.name],
      ['Activité', company.activity],
      ['Ville', company.city],
      ['Ton des brouillons', company.tone],
      ['Signature', company.signature],
      [
        'Adresse',
        company.addressForm === 'tu' ? 'tutoiement' : company.addressForm === 'vous' ? 'vouvoiement' : null,
      ],
    ];
    const known = profile.filter((entry): entry is [string, string] => Boolean(entry[1]));
    // A sentence that gave the name or the signature is shown by the profile already.
    const facts = company.facts.filter((fact) => {
      const read = companyKnowledge(undefined, [fact]);
      return !read.name && !read.signature;
    });
    if (!known.length && !facts.length)
      return blocks(
        address === 'tu'
          ? 'Je n’ai encore rien retenu de ton entreprise.'
          : 'Je n’ai encore rien retenu de votre entreprise.',
        address === 'tu'
          ? 'Dis-moi par exemple « Retiens que ma boutique est fermée le lundi », ou remplis ton profil dans **Paramètres** : toute l’équipe s’en servira.'
          : 'Dites-moi par exemple « Retiens que ma boutique est fermée le lundi », ou remplissez votre profil dans **Paramètres** : toute l’équipe s’en servira.',
      );
    return blocks(
      `Voici ce que je sais ${your.de} :`,
      known.length > 0 && known.map(([label, value]) => `- **${label}** : ${value}`).join('\n'),
      facts.length > 0 &&
        `${address === 'tu' ? 'Ce que tu m’as demandé de retenir' : 'Ce que vous m’avez demandé de retenir'} :\n${facts
          .map((fact) => {
            const sentence = fact.trim().replace(/[.!\s]+$/, '');
            const shifted = toSecondPerson(sentence, address);
            return `- ${shifted ? capitalised(shifted) : `« ${sentence} »`}.`;
          })
          .join('\n')}`,
      address === 'tu'
        ? 'Tu peux revoir ou effacer ce que nous retenons dans **Paramètres → Ce que vos employés retiennent**.'
        : 'Vous pouvez revoir ou effacer ce que nous retenons dans **Paramètres → Ce que vos employés retiennent**.',
    );
  }
  // « Et pour Lyon ? » after a draft changes the draft, even when a fact names Lyon.
  if (conversation.revises) return null;
  const asked = factsAsked(message, company.facts);
  if (!asked.length) return null;
  return asked.map((fact) => `${capitalised(toldSentence(fact, address))}.`).join('\n\n');
}

/**
 * The warnings an appointment proposal carries: it falls in a time the user said they do not work,
 * or over another appointment (in the planning, or proposed and still waiting for approval).
 */
export function proposalWarnings(conversation: Conversation, proposals: ActionProposal[]): string[] {
  const { company, workspace, now, today } = conversation;
  const address = addressOf(conversation);
  const rules = company.facts.flatMap((fact) => {
    const rule = unavailabilityOf(fact, now);
    return rule ? [rule] : [];
  });
  const others = [
    ...workspace.events.map((event) => ({ ...event, pending: false })),
    ...(workspace.pendingEvents ?? []).map((event) => ({ ...event, pending: true })),
  ];
  const warnings: string[] = [];
  for (const proposal of proposals) {
    if (proposal.kind !== 'create_event') continue;
    const { title, start, end } = proposal.params;
    const from = parisClock(new Date(start));
    const to = parisClock(new Date(end));
    const endMinutes = to.day > from.day ? 24 * 60 : Math.max(to.minutes, from.minutes + 1);
    const rule = rules.find((each) => overlapsUnavailability(each, from.day, from.minutes, endMinutes));
    if (rule) {
      const when = `${formatDay(from.day, today)} à ${formatTime(from.minutes)}`;
      warnings.push(
        address === 'tu'
          ? `Attention : ${toldSentence(rule.fact, address)}. « ${title} » tombe le ${when} : je te le propose quand même, refuse-le si tu préfères un autre moment.`
          : `Attention : ${toldSentence(rule.fact, address)}. « ${title} » tombe le ${when} : je vous le propose quand même, refusez-le si vous préférez un autre moment.`,
      );
    }
    const startMs = Date.parse(start);
    const endMs = Date.parse(end);
    const clash = others.find(
      (other) =>
        Date.parse(other.start) < endMs &&
        Date.parse(other.end) > startMs &&
        !(other.title === title && Date.parse(other.start) === startMs && Date.parse(other.end) === endMs),
    );
    if (clash) {
      const at = parisClock(new Date(clash.start));
      const until = parisClock(new Date(clash.end));
      const waiting = clash.pending
        ? address === 'tu'
          ? ', en attente de ton accord'
          : ', en attente de votre accord'
        : '';
      warnings.push(
        `${address === 'tu' ? 'Tu as déjà' : 'Vous avez déjà'} « ${clash.title} » le ${formatDay(at.day, today)} de ${formatTime(at.minutes)} à ${formatTime(until.minutes)}${waiting} : les deux se chevauchent.`,
      );
    }
  }
  return warnings;
}
