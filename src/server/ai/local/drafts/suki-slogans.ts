// Suki's slogans: « Une idée de slogan pour notre food truck ? », « Trouve-moi une accroche pour
// la boutique ». Short lines built on what the slogan is for, as the user named it, in no gender
// agreement that could go wrong; the count asked, five by default.
import { capitalise, fold, possessed } from '../french.ts';
import { voices } from '../team.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { blocks } from './compose.ts';
import type { Writer } from './writer.ts';

/** True when the request asks for a slogan, a tagline or a catchphrase. */
export function asksForSlogans(command: string): boolean {
  return /\b(slogans?|baselines?|taglines?|accroches?|devises?|phrases? d'accroche)\b/.test(fold(command));
}

/** What the slogan is for: « notre food truck » of « un slogan pour notre food truck ». */
function sloganSubject(conversation: Conversation): string | null {
  const { command } = conversation.request;
  const match =
    /\b(?:pour|de|sur)\s+((?:notre|nos|mon|ma|mes|le|la|les|l['’]|un|une)\s*[^,.;:!?]{3,50}?)(?=\s+(?:à|a|au|en|qui|avec)\s|[,.;:!?]|$)/iu.exec(
      command.replace(/^.*?\b(?:slogans?|baselines?|taglines?|accroches?|devises?)\b/i, ''),
    );
  const said = match?.[1]?.trim() ?? null;
  if (said) return possessed(said.replace(/^(?:notre|nos|mon|ma|mes|le|la|les|l['’]|un|une)\s*/i, ''));
  const { name, activity } = conversation.company;
  return name ?? (activity ? possessed(activity.replace(/^(?:une?|des|la|le|l['’])\s*/i, '')) : null);
}

export const slogansWriter: Writer = (conversation) => {
  const subject = sloganSubject(conversation) ?? 'notre maison';
  const city = conversation.request.facts.places[0] ?? conversation.company.city ?? null;
  const count = Math.min(conversation.request.facts.count ?? 5, 8);
  const lead = capitalise(subject);
  const lines = [
    `${lead} : du soin dans chaque détail.`,
    `${lead}, l’exigence en plus.`,
    `Ici, ${subject} rime avec plaisir.`,
    `${lead} : vous allez en redemander.`,
    city ? `${city} a du goût : ${subject}.` : `${lead}, tout près de chez vous.`,
    `${lead}, sans compromis.`,
    `Le bon réflexe : ${subject}.`,
    `${lead}, une histoire de passion.`,
  ];
  return blocks(
    `${voices.suki.ack} Voici ${count} idées de slogans pour ${subject}${city && !subject.includes(city) ? ` (${city})` : ''} :`,
    lines
      .slice(0, count)
      .map((line, index) => `${index + 1}. « ${line} »`)
      .join('\n'),
    'Dites-moi celle qui vous parle : je la décline en accroche de post, en signature de mail ou en bannière.',
  );
};

/** A writer that gives slogans instead when the request asks for one. */
export function withSlogans(writer: Writer | undefined): Writer | undefined {
  if (!writer) return writer;
  return (conversation) =>
    asksForSlogans(conversation.request.command) && !conversation.revises
      ? slogansWriter(conversation)
      : writer(conversation);
}
