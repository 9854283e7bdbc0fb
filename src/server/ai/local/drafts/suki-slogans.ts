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

// The thing a slogan is about, as a noun phrase with its possessive or article: « Notre food truck
// de crêpes » of « Notre food truck de crêpes, l’exigence en plus. ».
const aboutPhrase = "(?:[Nn]otre|[Nn]os|[Mm]on|[Mm]a|[Mm]es|[Ll]e|[Ll]a|[Ll]es|[Ll]['’])\\s*[^,:;.!?«»]+?";
const aboutFirst = new RegExp(`^(${aboutPhrase})(\\s*(?:,|\\s:)\\s+)(.+)$`, 'u');
const aboutLast = new RegExp(`^(.+?\\s:\\s+)(${aboutPhrase})([.!]*)$`, 'u');

/** « notre food truck de crêpes » → « nos crêpes »: what the business sells, when its kind says it. */
function soldOf(about: string): string | null {
  const sold = /\s(?:de|d['’])\s*(\p{L}+s)$/u.exec(about)?.[1];
  return sold ? `nos ${sold}` : null;
}

/** A slogan said shorter, and the same with the business's name when it is known. */
export interface ShorterSlogan {
  short: string;
  named: string | null;
}

/**
 * A slogan said in fewer words: « Notre food truck de crêpes, l’exigence en plus. » without its
 * possessive (« Food truck de crêpes, l’exigence en plus. »), or its tagline alone when the thing is
 * one word; with the business's name in its place as well when known. Null when it has no shorter form.
 */
export function shorterSlogan(slogan: string, name: string | null): ShorterSlogan | null {
  const line = slogan.replace(/^[«"“]\s*|\s*[»"”]$/g, '').trim();
  const first = aboutFirst.exec(line);
  if (first) {
    const [, about = '', between = '', rest = ''] = first;
    const bare = about.replace(/^\p{L}+['’]?\s*/u, '');
    const short = /\s/.test(bare) ? `${capitalise(bare)}${between}${rest}` : capitalise(rest);
    return { short, named: name ? `${name}${between}${rest}` : null };
  }
  const last = aboutLast.exec(line);
  if (last) {
    const [, before = '', about = '', end = ''] = last;
    const short = soldOf(about);
    if (!short && !name) return null;
    return {
      short: `${before}${short ?? name}${end}`,
      named: short && name ? `${before}${name}${end}` : null,
    };
  }
  // « Ici, notre food truck rime avec plaisir »: the place word goes, the rest is whole.
  const lead = /^(?:Ici|Chez nous|Désormais|Toujours),\s+(.+)$/u.exec(line)?.[1];
  return lead ? { short: capitalise(lead), named: null } : null;
}
